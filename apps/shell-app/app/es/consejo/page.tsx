import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Advice' };

function AdvicePage() {
  return <Placeholder title="Advice" template="Advices" />;
}

export default shellPage({ template: 'Advices' }, AdvicePage);
