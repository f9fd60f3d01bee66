import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Contact' };

function ContactPage() {
  return <Placeholder title="Contact" template="ContactUs" />;
}

export default shellPage({ template: 'ContactUs' }, ContactPage);
