import type { Metadata } from 'next';
import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

export const metadata: Metadata = { title: 'Two-factor authentication' };

function TwoFactorAuthPage() {
  return <Placeholder title="Two-factor authentication" template="TwoFactorAuth" />;
}

export default shellPage({ template: 'TwoFactorAuth' }, TwoFactorAuthPage);
