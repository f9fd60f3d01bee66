import { shellPage } from '@therapy-shell/shell-next/app';
import { ThrowPlayground } from '../../../src/dev/throw-playground.tsx';

interface ThrowPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// ?throw=server throws while the server renders the page: shellPage answers with the fallback
// page of spec 2.7 in the server's HTML, with the crisis help (shell-next's README). With `&label=`
// (letters, digits, `_` and `-`) its message names the throw, so each is an error of its own for the
// server reporter's flood limit (one report per error and route per minute).
async function ThrowPage({ searchParams }: ThrowPageProps) {
  const query = await searchParams;
  if (query['throw'] === 'server') {
    const label = typeof query['label'] === 'string' && /^[\w-]{1,64}$/.test(query['label']) ? query['label'] : '';
    throw new Error(`Throw playground: a server render error (?throw=server)${label ? ` [${label}]` : ''}`);
  }
  return <ThrowPlayground />;
}

export default shellPage({ template: 'Home' }, ThrowPage);
