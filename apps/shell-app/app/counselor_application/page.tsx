import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'For Therapists' };

function CounselorApplicationPage() {
  return <Placeholder title="For Therapists" template="CounselorApplicationPage" />;
}

export default shellPage({ template: 'CounselorApplicationPage' }, CounselorApplicationPage);
