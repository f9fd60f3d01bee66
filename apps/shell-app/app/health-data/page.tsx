import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Health Data' };

function HealthDataPage() {
  return <Placeholder title="Health Data" template="HealthData" />;
}

export default shellPage({ template: 'HealthData' }, HealthDataPage);
