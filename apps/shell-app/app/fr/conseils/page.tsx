import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function AdvicePage() {
  return <Placeholder title="Advice" template="Advices" />;
}

export default shellPage({ template: 'Advices' }, AdvicePage);
