import { shellPage } from '@therapy-shell/shell-next/app';
import { ThrowPlayground } from '../../../src/dev/throw-playground.tsx';

interface ThrowPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// ?throw=server throws while the server renders the page: the page's error boundary answers
// (app/error.tsx), inside the shell, with the crisis help.
async function ThrowPage({ searchParams }: ThrowPageProps) {
  if ((await searchParams)['throw'] === 'server') {
    throw new Error('Throw playground: a server render error (?throw=server)');
  }
  return <ThrowPlayground />;
}

export default shellPage({ template: 'Home' }, ThrowPage);
