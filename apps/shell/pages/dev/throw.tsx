// Developer playground (spec 2.4 "plus developer playgrounds"): a product page that fails, to see
// what the shell shows and reports (shell-next README). /dev/throw/ renders normally;
// /dev/throw/?throw=render throws once per page load, in the browser after hydration (on the server
// React has no error boundaries, and a throw there fails the request). The panel's retry then
// renders the page again and succeeds; reloading the page throws again. ?throw=rejection leaves a
// promise rejected with nobody to catch it, after hydration; the button reports a handled error
// through the shell's reporter (usePageErrors). ?throw=server throws while the server renders the
// page: the answer is the shell's fallback page (500, crisis lines, quick exit), never a bare error.
// With `&label=` (letters, digits, `_` and `-`) its message names the throw, so each is an error of
// its own for the server reporter's flood limit (one report per error and route per minute).
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { shellPage, usePageErrors } from '@therapy-shell/shell-next';

/**
 * Whether this page load has thrown already. Set in an effect (a commit), never during render:
 * React may render a throwing component more than once before the boundary takes over.
 */
let thrownThisLoad = false;

function Thrower(): never {
  throw new Error('Throw playground: a render error (?throw=render)');
}

function ThrowPlayground() {
  const { query, isReady } = useRouter();
  if (typeof window === 'undefined' && query['throw'] === 'server') {
    const label = typeof query['label'] === 'string' && /^[\w-]{1,64}$/.test(query['label']) ? query['label'] : '';
    throw new Error(`Throw playground: a server render error (?throw=server)${label ? ` [${label}]` : ''}`);
  }
  const [armed, setArmed] = useState(false);
  const errors = usePageErrors();
  useEffect(() => {
    if (!isReady || thrownThisLoad) return;
    if (query['throw'] === 'rejection') {
      thrownThisLoad = true;
      void Promise.reject(new Error('Throw playground: an unhandled rejection (?throw=rejection)'));
    }
    if (query['throw'] !== 'render') return;
    thrownThisLoad = true;
    setArmed(true);
  }, [isReady, query]);
  return (
    <>
      <Head>
        <title>Throw playground</title>
      </Head>
      <h1>Throw playground</h1>
      <p>This page rendered. With ?throw=render it throws once per page load.</p>
      <button
        type="button"
        onClick={() =>
          errors.report(new Error('Throw playground: a handled error the page reports'), { extra: { step: 'button' } })
        }
      >
        Report a handled error
      </button>
      {armed ? <Thrower /> : null}
    </>
  );
}

export default shellPage({ template: 'Home' }, ThrowPlayground);
