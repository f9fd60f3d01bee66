import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Mood tracker onboarding' };

function MoodTrackerOnboardingPage() {
  return <Placeholder title="Mood tracker onboarding" template="MoodTrackerOnboarding" />;
}

export default shellPage({ template: 'MoodTrackerOnboarding' }, MoodTrackerOnboardingPage);
