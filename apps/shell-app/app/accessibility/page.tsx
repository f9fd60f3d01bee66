import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Web Accessibility' };

function AccessibilityPage() {
  return <Placeholder title="Web Accessibility" template="Accessibility" />;
}

export default shellPage({ template: 'Accessibility' }, AccessibilityPage);
