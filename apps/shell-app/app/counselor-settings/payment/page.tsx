import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function CounselorSettingsPaymentPage() {
  return <Placeholder title="Payment settings" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPaymentPage);
