import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function CounselorApplicationPage() {
  return <Placeholder title="For Therapists" template="CounselorApplicationPage" />;
}

export default shellPage({ template: 'CounselorApplicationPage' }, CounselorApplicationPage);
