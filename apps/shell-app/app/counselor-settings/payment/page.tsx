import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Payment settings' };

function CounselorSettingsPaymentPage() {
  return <Placeholder title="Payment settings" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPaymentPage);
