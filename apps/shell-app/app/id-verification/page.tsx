import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function IdVerificationPage() {
  return <Placeholder title="ID verification" template="More" />;
}

export default shellPage({ template: 'More' }, IdVerificationPage);
