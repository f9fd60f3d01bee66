import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Log in' };

function LoginPage() {
  return <Placeholder title="Log in" template="ExistingAccount" />;
}

export default shellPage({ template: 'ExistingAccount' }, LoginPage);
