import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Partner login' };

function PartnerLoginPage() {
  return <Placeholder title="Partner login" template="ExistingAccount" />;
}

export default shellPage({ template: 'ExistingAccount' }, PartnerLoginPage);
