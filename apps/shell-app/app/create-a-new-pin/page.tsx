import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Create a new PIN' };

function CreateANewPinPage() {
  return <Placeholder title="Create a new PIN" template="CreateANewPin" />;
}

export default shellPage({ template: 'CreateANewPin' }, CreateANewPinPage);
