import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Dashboard' };

function DashboardPage() {
  return <Placeholder title="Dashboard" template="ClientDashboard" />;
}

export default shellPage({ template: 'ClientDashboard' }, DashboardPage);
