import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function DashboardPage() {
  return <Placeholder title="Dashboard" template="ClientDashboard" />;
}

export default shellPage({ template: 'ClientDashboard' }, DashboardPage);
