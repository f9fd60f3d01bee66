import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Counselor settings' };

function CounselorSettingsPage() {
  return <Placeholder title="Counselor settings" template="More" />;
}

export default shellPage({ template: 'More' }, CounselorSettingsPage);
