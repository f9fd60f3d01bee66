import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function TherapistsPage() {
  return <Placeholder title="Find a Therapist" template="FindACounselor" />;
}

export default shellPage({ template: 'FindACounselor' }, TherapistsPage);
