import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Find a Therapist' };

function TherapistsPage() {
  return <Placeholder title="Find a Therapist" template="FindACounselor" />;
}

export default shellPage({ template: 'FindACounselor' }, TherapistsPage);
