import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../src/placeholder.tsx';

function HomePage() {
  return <Placeholder title="Home" template="Home" />;
}

export default shellPage({ template: 'Home' }, HomePage);
