import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function CareersPage() {
  return <Placeholder title="Careers" template="Careers" />;
}

export default shellPage({ template: 'Careers' }, CareersPage);
