import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

function MoodTrackerOnboardingPage() {
  return <Placeholder title="Mood tracker onboarding" template="MoodTrackerOnboarding" />;
}

export default shellPage({ template: 'MoodTrackerOnboarding' }, MoodTrackerOnboardingPage);
