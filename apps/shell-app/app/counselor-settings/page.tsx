import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function CounselorSettingsPage() {
  return <Placeholder title="Counselor settings" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPage);
