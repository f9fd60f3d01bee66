import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function BetterhelpbusinessStartPage() {
  return <Placeholder title="Business start" template="BHBusinessStart" />;
}

export default shellPage({ template: 'BHBusinessStart' }, BetterhelpbusinessStartPage);
