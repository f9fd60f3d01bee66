import { shellPage } from '@therapy-shell/shell-next/app';
import { ThrowPlayground } from '../../../src/dev/throw-playground.tsx';

interface ThrowPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// ?throw=server throws while the server renders the page: shellPage answers with the fallback
// page of spec 2.7 in the server's HTML, with the crisis help (shell-next's README).
async function ThrowPage({ searchParams }: ThrowPageProps) {
  if ((await searchParams)['throw'] === 'server') {
    throw new Error('Throw playground: a server render error (?throw=server)');
  }
  return <ThrowPlayground />;
}

export default shellPage({ template: 'Home' }, ThrowPage);
