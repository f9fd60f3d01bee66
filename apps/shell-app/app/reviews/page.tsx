import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function ReviewsPage() {
  return <Placeholder title="Reviews" template="ClientOutcomes" />;
}

export default shellPage({ template: 'ClientOutcomes' }, ReviewsPage);
