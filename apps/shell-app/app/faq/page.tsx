import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'FAQ' };

function FaqPage() {
  return <Placeholder title="FAQ" template="Faq" />;
}

export default shellPage({ template: 'Faq' }, FaqPage);
