import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../src/placeholder.tsx';

function NotFoundPage() {
  return <Placeholder title="Page not found" template="Custom404" />;
}

export default shellPage({ template: 'Custom404' }, NotFoundPage);
