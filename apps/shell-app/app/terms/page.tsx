import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Terms & Conditions' };

function TermsPage() {
  return <Placeholder title="Terms & Conditions" template="TermsPage" />;
}

export default shellPage({ template: 'TermsPage' }, TermsPage);
