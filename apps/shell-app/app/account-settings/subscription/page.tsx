import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Subscription settings' };

function AccountSettingsSubscriptionPage() {
  return <Placeholder title="Subscription settings" template="More" />;
}

export default shellPage({ template: 'More' }, AccountSettingsSubscriptionPage);
