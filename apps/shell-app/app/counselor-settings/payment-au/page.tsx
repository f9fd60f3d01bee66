import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function CounselorSettingsPaymentAuPage() {
  return <Placeholder title="Payment settings (Australia)" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPaymentAuPage);
