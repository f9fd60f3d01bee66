import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Mood tracker settings' };

function MoodTrackerSettingsPage() {
  return <Placeholder title="Mood tracker settings" template="MoodTrackerSettings" />;
}

export default shellPage({ template: 'MoodTrackerSettings' }, MoodTrackerSettingsPage);
