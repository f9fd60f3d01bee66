import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../src/placeholder.tsx';

function GethelpnowPage() {
  return <Placeholder title="Get help now" template="GetHelpNow" />;
}

export default shellPage({ template: 'GetHelpNow' }, GethelpnowPage);
