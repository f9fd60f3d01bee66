import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Privacy Policy' };

function PrivacyPage() {
  return <Placeholder title="Privacy Policy" template="PrivacyPage" />;
}

export default shellPage({ template: 'PrivacyPage' }, PrivacyPage);
