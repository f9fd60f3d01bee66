import { shellPage } from '@therapy-shell/shell-next';
import { Placeholder } from '../src/placeholder.tsx';

// A page that sets no title: the shell's, the product name, names it.
function HomePage() {
  return <Placeholder title="Home" template="Home" setsTitle={false} />;
}

export default shellPage({ template: 'Home' }, HomePage);
