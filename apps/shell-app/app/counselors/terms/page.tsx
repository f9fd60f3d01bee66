import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Counselor Terms & Conditions' };

function CounselorsTermsPage() {
  return <Placeholder title="Counselor Terms & Conditions" template="CounselorTermsPage" />;
}

export default shellPage({ template: 'CounselorTermsPage' }, CounselorsTermsPage);
