import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Online Therapy' };

function OnlineTherapyPage() {
  return <Placeholder title="Online Therapy" template="OnlineTherapy" />;
}

export default shellPage({ template: 'OnlineTherapy' }, OnlineTherapyPage);
