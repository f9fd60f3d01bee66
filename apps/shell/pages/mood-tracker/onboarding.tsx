import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../../src/placeholder.tsx';

function MoodTrackerOnboardingPage() {
  return <Placeholder title="Mood tracker onboarding" template="MoodTrackerOnboarding" />;
}

export default shellPage({ template: 'MoodTrackerOnboarding' }, MoodTrackerOnboardingPage);
