import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../../src/placeholder.tsx';

function DashboardPage() {
  return <Placeholder title="Dashboard" template="ClientDashboard" />;
}

export default shellPage({ template: 'ClientDashboard' }, DashboardPage);
