import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Counselor dashboard' };

function CounselorDashboardPage() {
  return <Placeholder title="Counselor dashboard" template="CounselorDashboardPage" />;
}

export default shellPage({ template: 'CounselorDashboardPage' }, CounselorDashboardPage);
