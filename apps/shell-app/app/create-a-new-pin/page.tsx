import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function CreateANewPinPage() {
  return <Placeholder title="Create a new PIN" template="CreateANewPin" />;
}

export default shellPage({ template: 'CreateANewPin' }, CreateANewPinPage);
