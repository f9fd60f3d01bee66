'use client';

// Developer playground (spec 2.4; apps/shell/pages/dev/throw.tsx on the Pages Router): a product page
// that fails, to see what the shell shows and reports. /dev/throw/ renders normally;
// /dev/throw/?throw=render throws once per page load, in the browser after hydration: the page's
// error boundary (app/error.tsx, ShellAppError) shows the error panel inside the shell, and its retry
// renders the page again. ?throw=rejection leaves a promise rejected with nobody to catch it; the
// button reports a handled error through the shell's reporter (usePageErrors). ?throw=server is
// handled by the page's server component (app/dev/throw/page.tsx).
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { usePageErrors } from '@therapy-shell/shell-next/app-client';

/** Whether this page load has thrown already (set in an effect: React may render a thrower more than once). */
let thrownThisLoad = false;

function Thrower(): never {
  throw new Error('Throw playground: a render error (?throw=render)');
}

export function ThrowPlayground() {
  const mode = useSearchParams().get('throw');
  const [armed, setArmed] = useState(false);
  const errors = usePageErrors();
  useEffect(() => {
    if (thrownThisLoad) return;
    if (mode === 'rejection') {
      thrownThisLoad = true;
      void Promise.reject(new Error('Throw playground: an unhandled rejection (?throw=rejection)'));
    }
    if (mode !== 'render') return;
    thrownThisLoad = true;
    setArmed(true);
  }, [mode]);
  return (
    <>
      <title>Throw playground</title>
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
