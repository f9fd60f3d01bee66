// The shell's lazy parts: components whose code loads after the first load (the notification
// centre, the toasts, the page's error panel), each in a Suspense boundary and an error boundary.
import { lazy, memo, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import type { ErrorReporter } from '@therapy-shell/request';
import { ShellBoundary } from './shell-boundary.tsx';

/**
 * A lazy component in its own Suspense boundary, memoised: until its chunk has arrived its boundary
 * holds the server's HTML, and an update reaching it then (a re-render of the frame with new
 * props) would make React drop that HTML and show the empty fallback, a layout shift. So a part
 * re-renders only when its own props change, and the frame gives it stable ones. Around it an error
 * boundary: a part that throws (or whose chunk fails to load) renders nothing and is reported once,
 * and the page goes on without it.
 *
 * @example
 * const Toaster = lazyPart<ShellToasterProps>('toasts', () => import('./shell-toaster.tsx'));
 */
export function lazyPart<P extends { reporter: ErrorReporter }>(
  part: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  /** What shows when the part fails (its chunk cannot load); nothing by default. */
  failed?: (props: P) => ReactNode,
) {
  const Part = lazy(load);
  return memo(function LazyPart(props: P) {
    return (
      <ShellBoundary part={part} reporter={props.reporter} fallback={failed && (() => failed(props))}>
        <Suspense fallback={null}>
          <Part {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </ShellBoundary>
    );
  });
}
