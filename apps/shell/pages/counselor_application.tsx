import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../src/placeholder.tsx';

function CounselorApplicationPage() {
  return <Placeholder title="For Therapists" template="CounselorApplicationPage" />;
}

export default shellPage({ template: 'CounselorApplicationPage' }, CounselorApplicationPage);
