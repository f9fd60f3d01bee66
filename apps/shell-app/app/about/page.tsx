import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'About' };

function AboutPage() {
  return <Placeholder title="About" template="About" />;
}

export default shellPage({ template: 'About' }, AboutPage);
