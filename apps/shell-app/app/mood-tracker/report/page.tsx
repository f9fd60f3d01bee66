import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Mood tracker report' };

function MoodTrackerReportPage() {
  return <Placeholder title="Mood tracker report" template="MoodTrackerReport" />;
}

export default shellPage({ template: 'MoodTrackerReport' }, MoodTrackerReportPage);
