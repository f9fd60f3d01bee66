import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../src/placeholder.tsx';

function GetStartedPage() {
  return <Placeholder title="Get started" template="GetStarted" />;
}

export default shellPage({ template: 'GetStarted' }, GetStartedPage);
