import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Withdrawal form' };

function WithdrawalFormPage() {
  return <Placeholder title="Withdrawal form" template="WithdrawalPage" />;
}

export default shellPage({ template: 'WithdrawalPage' }, WithdrawalFormPage);
