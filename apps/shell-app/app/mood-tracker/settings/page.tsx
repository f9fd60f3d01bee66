import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function MoodTrackerSettingsPage() {
  return <Placeholder title="Mood tracker settings" template="MoodTrackerSettings" />;
}

export default shellPage({ template: 'MoodTrackerSettings' }, MoodTrackerSettingsPage);
