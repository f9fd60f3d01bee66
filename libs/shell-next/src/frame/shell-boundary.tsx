// Error boundaries of the shell: one around the page (a throw shows an error panel inside the
// shell, whose header, quick exit and footer with the crisis notice stay) and one around each
// lazily loaded part (notification centre, dialogs, toasts, consent banner: a part that fails
// renders nothing). React catches render errors only in a class component; no dependency is
// needed for that, and the frame is in every page's first load.
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorReporter } from '@therapy-shell/request';

/** Props of {@link ShellBoundary}. */
export interface ShellBoundaryProps {
  /** What failed, in the report (`page`, `notifications`, `dialogs`, `toasts`, `consent-banner`). */
  part: string;
  /** The page's reporter (the console and, with consent, the error-reporting service). */
  reporter: ErrorReporter;
  /** What shows instead of the children after a throw, given a retry that renders them again; nothing by default. */
  fallback?: ((retry: () => void) => ReactNode) | undefined;
  /** A change (the page's path after a navigation) clears a caught error. */
  resetKey?: string | undefined;
  children: ReactNode;
}

interface ShellBoundaryState {
  failed: boolean;
  /** Bumped by a retry: the children mount afresh. */
  attempt: number;
  resetKey: string | undefined;
}

/**
 * Catches what its children throw while rendering (or a lazy part's chunk that fails to load),
 * reports it once at level error with the part's name, and shows the fallback. During server
 * rendering React does not use boundaries; a throw there fails the request as before.
 *
 * @example
 * <ShellBoundary part="page" reporter={reporter} fallback={(retry) => <PageErrorPanel t={t} onRetry={retry} />}>{page}</ShellBoundary>
 */
export class ShellBoundary extends Component<ShellBoundaryProps, ShellBoundaryState> {
  override state: ShellBoundaryState = { failed: false, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ShellBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ShellBoundaryProps,
    state: ShellBoundaryState,
  ): Partial<ShellBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.reporter.report(error, {
      level: 'error',
      extra: { part: this.props.part, componentStack: (info.componentStack ?? '').trim().slice(0, 250) },
    });
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ? this.props.fallback(this.retry) : null;
    // The key changes only on a retry, so the children's state starts afresh then and only then.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
