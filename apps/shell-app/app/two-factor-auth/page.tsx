import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function TwoFactorAuthPage() {
  return <Placeholder title="Two-factor authentication" template="TwoFactorAuth" />;
}

export default shellPage({ template: 'TwoFactorAuth' }, TwoFactorAuthPage);
