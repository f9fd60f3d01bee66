import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Legal Information' };

function ImpressumPage() {
  return <Placeholder title="Legal Information" template="Impressum" />;
}

export default shellPage({ template: 'Impressum' }, ImpressumPage);
