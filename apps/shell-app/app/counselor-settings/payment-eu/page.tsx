import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Payment settings (European Union)' };

function CounselorSettingsPaymentEuPage() {
  return <Placeholder title="Payment settings (European Union)" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPaymentEuPage);
