import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Payer enrollment' };

function PayerEnrollmentIntroPage() {
  return <Placeholder title="Payer enrollment" template="CounselorPayerEnrollmentIntro" />;
}

export default shellPage({ template: 'CounselorPayerEnrollmentIntro' }, PayerEnrollmentIntroPage);
