import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function PartnerLoginPage() {
  return <Placeholder title="Partner login" template="ExistingAccount" />;
}

export default shellPage({ template: 'ExistingAccount' }, PartnerLoginPage);
