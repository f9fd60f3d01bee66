import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function PrivacyPage() {
  return <Placeholder title="Privacy Policy" template="PrivacyPage" />;
}

export default shellPage({ template: 'PrivacyPage' }, PrivacyPage);
