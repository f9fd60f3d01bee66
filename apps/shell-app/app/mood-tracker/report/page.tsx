import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function MoodTrackerReportPage() {
  return <Placeholder title="Mood tracker report" template="MoodTrackerReport" />;
}

export default shellPage({ template: 'MoodTrackerReport' }, MoodTrackerReportPage);
