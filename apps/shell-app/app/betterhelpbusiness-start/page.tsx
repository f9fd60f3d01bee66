import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Business start' };

function BetterhelpbusinessStartPage() {
  return <Placeholder title="Business start" template="BHBusinessStart" />;
}

export default shellPage({ template: 'BHBusinessStart' }, BetterhelpbusinessStartPage);
