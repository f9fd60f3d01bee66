import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function ImpressumPage() {
  return <Placeholder title="Legal Information" template="Impressum" />;
}

export default shellPage({ template: 'Impressum' }, ImpressumPage);
