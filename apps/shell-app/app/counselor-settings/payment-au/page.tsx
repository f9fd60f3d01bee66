import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Payment settings (Australia)' };

function CounselorSettingsPaymentAuPage() {
  return <Placeholder title="Payment settings (Australia)" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPaymentAuPage);
