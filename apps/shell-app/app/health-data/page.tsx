import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function HealthDataPage() {
  return <Placeholder title="Health Data" template="HealthData" />;
}

export default shellPage({ template: 'HealthData' }, HealthDataPage);
