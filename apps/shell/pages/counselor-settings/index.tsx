import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../../src/placeholder.tsx';

function CounselorSettingsPage() {
  return <Placeholder title="Counselor settings" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPage);
