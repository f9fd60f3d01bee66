import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function TermsPage() {
  return <Placeholder title="Terms & Conditions" template="TermsPage" />;
}

export default shellPage({ template: 'TermsPage' }, TermsPage);
