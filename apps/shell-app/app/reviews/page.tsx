import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Reviews' };

function ReviewsPage() {
  return <Placeholder title="Reviews" template="ClientOutcomes" />;
}

export default shellPage({ template: 'ClientOutcomes' }, ReviewsPage);
