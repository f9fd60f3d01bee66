import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function VoiceMessagePage() {
  return <Placeholder title="Voice message" template="VoiceMessage" />;
}

export default shellPage({ template: 'VoiceMessage' }, VoiceMessagePage);
