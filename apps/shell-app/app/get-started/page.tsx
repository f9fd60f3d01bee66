import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Get started' };

function GetStartedPage() {
  return <Placeholder title="Get started" template="GetStarted" />;
}

export default shellPage({ template: 'GetStarted' }, GetStartedPage);
