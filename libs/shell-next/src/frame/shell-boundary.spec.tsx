import { act, render, screen, within } from '@testing-library/react';
import { crisisLinesOf } from '@therapy-shell/brand-config';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'next/app';
import type { ComponentType } from 'react';
import type { SessionUser } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { ShellBoundary } from './shell-boundary.tsx';
import { createShellApp, type ShellPageData } from '../pages-router/shell-app.tsx';
import { pageContext } from './shell-page.ts';
import { useRealtime, type RealtimeSession } from '@therapy-shell/realtime/react';

// The notification centre's real-time hook: no connection in these tests, and a test can make that
// lazy part throw.
jest.mock('@therapy-shell/realtime/react', () => ({
  ...jest.requireActual<typeof import('@therapy-shell/realtime/react')>('@therapy-shell/realtime/react'),
  useRealtime: jest.fn(),
}));

process.env['__NEXT_TRAILING_SLASH'] = 'true';

const client: SessionUser = { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'us' };

function shellData(session: SessionUser, path = '/'): ShellPageData {
  return {
    status: 'ok',
    brand: 'main',
    language: 'en',
    year: 2026,
    country: 'us',
    crisisLines: crisisLinesOf('us'),
    session,
    config: { product_code_name: 'main', product_name: 'Acme Therapy', features: {} },
    messages: compileMessages('en', {}),
    availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: false },
    languages: [],
    accessibilityWidgetUrl: null,
    page: pageContext({ template: 'Home', asPath: path, query: {}, session }),
  };
}

function appProps(Component: ComponentType, shell: ShellPageData) {
  return { Component, pageProps: {}, shell } as unknown as AppProps & { shell: ShellPageData };
}

/** A reporter that records, and the reports of the shell's boundaries among what it got. */
function recordingReporter() {
  const report = jest.fn<void, Parameters<ErrorReporter['report']>>();
  const boundaryReports = () => report.mock.calls.filter(([, context]) => context.extra?.['part'] !== undefined);
  return { reporter: { report }, boundaryReports };
}

/** A page that throws while rendering as long as `state.throws` says so. */
function throwingPage(state: { throws: boolean }) {
  return function ThrowingPage() {
    if (state.throws) throw new Error('The page broke');
    return <h1>Page content</h1>;
  };
}

const realtimeMock = jest.mocked(useRealtime);
const idleSession: RealtimeSession = {
  active: false,
  connection: { status: 'disconnected', reconnectAttempt: 0, gaveUp: false },
  inbox: { unread: 0, items: [] },
  markAllRead: () => undefined,
};

beforeEach(() => {
  realtimeMock.mockReset();
  realtimeMock.mockReturnValue(idleSession);
  // React logs every error a boundary catches to the console; the reports are what the tests read.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('a page that throws while rendering', () => {
  it('shows the error panel inside the shell, keeps header and footer with the crisis notice, reports once, and retries', async () => {
    const user = userEvent.setup();
    const { reporter, boundaryReports } = recordingReporter();
    const App = createShellApp({ reporter });
    const state = { throws: true };
    render(<App {...appProps(throwingPage(state), shellData({ id: -1, user_type: 'logged_out_user' }))} />);

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { level: 1, name: "We're having an issue" })).toHaveFocus();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByTestId('crisis-notice')).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();

    expect(boundaryReports()).toEqual([
      [expect.objectContaining({ message: 'The page broke' }), expect.objectContaining({ level: 'error' })],
    ]);
    expect(boundaryReports()[0]?.[1].extra?.['part']).toBe('page');

    state.throws = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page content' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(boundaryReports()).toHaveLength(1);
  });

  it('a retry that throws again shows the panel again and reports that throw once more', async () => {
    const user = userEvent.setup();
    const { reporter, boundaryReports } = recordingReporter();
    const App = createShellApp({ reporter });
    render(<App {...appProps(throwingPage({ throws: true }), shellData({ id: -1, user_type: 'logged_out_user' }))} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(boundaryReports()).toHaveLength(2);
  });

  it('a navigation to another path clears the panel', async () => {
    const { reporter } = recordingReporter();
    const App = createShellApp({ reporter });
    const visitor: SessionUser = { id: -1, user_type: 'logged_out_user' };
    const state = { throws: true };
    const Page = throwingPage(state);
    const { rerender } = render(<App {...appProps(Page, shellData(visitor, '/broken/'))} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    state.throws = false;
    rerender(<App {...appProps(Page, shellData(visitor, '/next/'))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page content' })).toBeInTheDocument();
  });
});

describe('a lazily loaded shell part that throws', () => {
  it('the notification centre renders nothing, the page and the rest of the shell stay, and it is reported once', async () => {
    realtimeMock.mockImplementation(() => {
      throw new Error('The notification centre broke');
    });
    const { reporter, boundaryReports } = recordingReporter();
    const App = createShellApp({ reporter });
    render(<App {...appProps(() => <h1>Page content</h1>, shellData(client))} />);
    await act(async () => {
      await import('./shell-notifications.tsx');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(boundaryReports()).toHaveLength(1);
    expect(boundaryReports()[0]?.[0]).toEqual(expect.objectContaining({ message: 'The notification centre broke' }));
    expect(boundaryReports()[0]?.[1]).toEqual(
      expect.objectContaining({ level: 'error', extra: expect.objectContaining({ part: 'notifications' }) }),
    );
  });

  it('a part boundary renders nothing in place of its part, leaves its siblings, and reports once', () => {
    const { reporter, boundaryReports } = recordingReporter();
    function Broken(): never {
      throw new Error('The dialogs broke');
    }
    render(
      <div data-testid="frame">
        <ShellBoundary part="dialogs" reporter={reporter}>
          <Broken />
        </ShellBoundary>
        <p>Sibling</p>
      </div>,
    );
    expect(screen.getByTestId('frame').innerHTML).toBe('<p>Sibling</p>');
    expect(boundaryReports()).toEqual([
      [expect.objectContaining({ message: 'The dialogs broke' }), expect.objectContaining({ level: 'error' })],
    ]);
  });
});
