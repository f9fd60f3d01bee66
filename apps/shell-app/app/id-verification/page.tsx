import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'ID verification' };

function IdVerificationPage() {
  return <Placeholder title="ID verification" template="More" />;
}

export default shellPage({ template: 'More' }, IdVerificationPage);
