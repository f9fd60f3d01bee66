import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../src/placeholder.tsx';

// A page that sets no title: the shell's, the product name, names it.
function HomePage() {
  return <Placeholder title="Home" template="Home" />;
}

export default shellPage({ template: 'Home' }, HomePage);
