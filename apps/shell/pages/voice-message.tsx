import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../src/placeholder.tsx';

function VoiceMessagePage() {
  return <Placeholder title="Voice message" template="VoiceMessage" />;
}

export default shellPage({ template: 'VoiceMessage' }, VoiceMessagePage);
