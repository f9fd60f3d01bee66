import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function CounselorSettingsPaymentEuPage() {
  return <Placeholder title="Payment settings (European Union)" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPaymentEuPage);
