import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Voice message' };

function VoiceMessagePage() {
  return <Placeholder title="Voice message" template="VoiceMessage" />;
}

export default shellPage({ template: 'VoiceMessage' }, VoiceMessagePage);
