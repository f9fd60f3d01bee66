import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function PayerEnrollmentIntroPage() {
  return <Placeholder title="Payer enrollment" template="CounselorPayerEnrollmentIntro" />;
}

export default shellPage({ template: 'CounselorPayerEnrollmentIntro' }, PayerEnrollmentIntroPage);
