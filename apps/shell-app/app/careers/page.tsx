import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Careers' };

function CareersPage() {
  return <Placeholder title="Careers" template="Careers" />;
}

export default shellPage({ template: 'Careers' }, CareersPage);
