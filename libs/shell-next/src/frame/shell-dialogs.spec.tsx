import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { footerContent, type ShellContext } from '@therapy-shell/brand-config';
import { silentEvents } from '@therapy-shell/analytics';
import type { SessionUser } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import ShellDialogSet from './shell-dialog-set.tsx';
import type { ShellDialogSetProps } from './shell-dialog-set.tsx';
import { createDialogsChunk, DialogsChunkContext } from './shell-dialogs.tsx';
import { RouterLink } from '../pages-router/router-link.tsx';
import { ShellRoot } from './shell-frame.tsx';
import { ShellPageFrame } from './shell-page-frame.tsx';
import { pageContext } from './shell-page.ts';

// The dialogs' code is a chunk of its own, fetched after hydration: a click before it has arrived
// shows on its trigger (aria-busy) and opens the dialog once it is there; a chunk that fails to load
// leaves the page as it was, and the next click tries again.

process.env['__NEXT_TRAILING_SLASH'] = 'true';

const t = createTranslator('en');
const client: SessionUser = { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'us' };

function context(template: 'Home' | 'VoiceMessage' = 'Home', path = '/'): ShellContext {
  return {
    brand: 'main',
    language: 'en',
    user: client,
    config: { product_code_name: 'main', product_name: 'Acme Therapy', features: {} },
    page: pageContext({ template, asPath: path, query: {}, session: client }),
    availability: { show_cancel_subscription: true, show_withdrawal: false, show_language_selector: true },
  };
}

type Module = { default: ComponentType<ShellDialogSetProps> };

/** A chunk whose every load waits until the test settles it. */
function heldChunk() {
  const loads: { resolve: (module: Module) => void; reject: (error: unknown) => void }[] = [];
  const importer = jest.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        loads.push({ resolve, reject });
      }),
  );
  const arrive = (index = loads.length - 1) =>
    act(async () => {
      loads[index]?.resolve({ default: ShellDialogSet });
      await Promise.resolve();
    });
  const fail = (index = loads.length - 1) =>
    act(async () => {
      loads[index]?.reject(new Error('ChunkLoadError: Failed to load chunk'));
      await Promise.resolve();
    });
  return { chunk: createDialogsChunk(importer), importer, arrive, fail };
}

/** The browser's idle callbacks, run when a test says so. */
let idle: (() => void)[];

function runIdle() {
  return act(async () => {
    for (const run of idle.splice(0)) run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderFrame(
  chunk: ReturnType<typeof heldChunk>['chunk'],
  { reporter = { report: jest.fn() } as ErrorReporter, ctx = context(), consentBanner = false } = {},
) {
  return render(
    <DialogsChunkContext.Provider value={chunk}>
      <ShellRoot
        ctx={ctx}
        t={t}
        languages={[
          { language: 'en', language_readable: 'English' },
          { language: 'de', language_readable: 'Deutsch' },
        ]}
        linkComponent={RouterLink}
        events={silentEvents}
        reporter={reporter}
        consentBanner={consentBanner}
        footerShown={footerContent(ctx) !== null}
      >
        {(root) => (
          <ShellPageFrame root={root} ctx={ctx} t={t} year={2026} linkComponent={RouterLink}>
            <h1>Page content</h1>
          </ShellPageFrame>
        )}
      </ShellRoot>
    </DialogsChunkContext.Provider>,
  );
}

const footerButton = (name: string | RegExp) => within(screen.getByRole('contentinfo')).getByRole('button', { name });

beforeEach(() => {
  idle = [];
  Object.assign(window, {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => undefined,
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  Reflect.deleteProperty(navigator, 'connection');
});

describe('a click before the dialogs have arrived', () => {
  it.each([
    ['Cancel Subscription', 'Cancel subscription'],
    [/current language: English/, 'Language settings'],
  ])('%s shows busy, nothing opens; the dialog opens with focus inside once they arrive', async (trigger, title) => {
    const user = userEvent.setup();
    const held = heldChunk();
    renderFrame(held.chunk);
    const button = footerButton(trigger);
    expect(button).not.toHaveAttribute('aria-busy');

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Only the trigger that asked is busy.
    expect(screen.getByRole('contentinfo').querySelectorAll('[aria-busy="true"]')).toHaveLength(1);

    await held.arrive();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(held.importer).toHaveBeenCalledTimes(1);
  });

  it('Escape while it is on its way takes the request back: the trigger is no longer busy and nothing opens when the dialogs arrive', async () => {
    const user = userEvent.setup();
    const held = heldChunk();
    renderFrame(held.chunk);
    const button = footerButton('Cancel Subscription');
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    await user.keyboard('{Escape}');
    expect(button).not.toHaveAttribute('aria-busy');
    await held.arrive();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Asked again, it opens.
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
  });

  it('Cookie Settings stays busy until the page’s consent store is there too, then opens', async () => {
    const user = userEvent.setup();
    const held = heldChunk();
    renderFrame(held.chunk);
    const button = footerButton('Cookie Settings');
    await user.click(button);
    await held.arrive();
    // The chunk is there, the consent runtime (loaded when the browser is idle) is not.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await runIdle();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('from the consent banner, its settings button shows busy, not the footer’s', async () => {
    const user = userEvent.setup();
    const held = heldChunk();
    renderFrame(held.chunk, { consentBanner: true });
    const banner = screen.getByRole('region', { name: 'Cookies on Acme Therapy' });
    const settings = within(banner).getByRole('button', { name: 'Manage cookie settings' });
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-busy', 'true');
    expect(footerButton('Cookie Settings')).not.toHaveAttribute('aria-busy');
    await held.arrive();
    await runIdle();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});

describe('a chunk that fails to load', () => {
  it('is reported once, the trigger leaves its busy state, and the next click tries again and opens', async () => {
    const user = userEvent.setup();
    const report = jest.fn<void, Parameters<ErrorReporter['report']>>();
    const held = heldChunk();
    renderFrame(held.chunk, { reporter: { report } });
    const button = footerButton('Cancel Subscription');

    await user.click(button);
    await held.fail();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const reports = report.mock.calls.filter(([, ctx]) => ctx.message === 'Failed to load the settings dialogs');
    expect(reports).toEqual([[expect.any(Error), expect.objectContaining({ level: 'warning' })]]);
    // The page goes on: its content and the footer are there.
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();

    await user.click(button);
    expect(held.importer).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await held.arrive();
    expect(await screen.findByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
    expect(report.mock.calls.filter(([, ctx]) => ctx.message === 'Failed to load the settings dialogs')).toHaveLength(
      1,
    );
  });

  it('when fetched ahead (idle), is neither reported nor fetched again until a click', async () => {
    const user = userEvent.setup();
    const report = jest.fn<void, Parameters<ErrorReporter['report']>>();
    const held = heldChunk();
    renderFrame(held.chunk, { reporter: { report } });
    await runIdle();
    expect(held.importer).toHaveBeenCalledTimes(1);
    await held.fail();
    await user.hover(footerButton('Cancel Subscription'));
    expect(held.importer).toHaveBeenCalledTimes(1);
    expect(report.mock.calls.filter(([, ctx]) => ctx.message === 'Failed to load the settings dialogs')).toEqual([]);

    await user.click(footerButton('Cancel Subscription'));
    expect(held.importer).toHaveBeenCalledTimes(2);
    await held.arrive();
    expect(await screen.findByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
  });
});

describe('fetching the dialogs before the click', () => {
  it('fetches them once the browser is idle after hydration, without any click', async () => {
    const held = heldChunk();
    renderFrame(held.chunk);
    expect(held.importer).not.toHaveBeenCalled();
    await runIdle();
    expect(held.importer).toHaveBeenCalledTimes(1);
  });

  // A chunk nobody asked for, added while the page still loads, would hold its load event back.
  it('on a page still loading, fetches them only after its load event, when the browser is idle', async () => {
    let readyState: DocumentReadyState = 'interactive';
    const readyStateGetter = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    try {
      const held = heldChunk();
      renderFrame(held.chunk);
      await runIdle();
      expect(held.importer).not.toHaveBeenCalled();
      readyState = 'complete';
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(held.importer).not.toHaveBeenCalled();
      await runIdle();
      expect(held.importer).toHaveBeenCalledTimes(1);
    } finally {
      readyStateGetter.mockRestore();
    }
  });

  it.each([
    ['a pointer entering', (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => user.hover(button)],
    [
      'focus reaching',
      async (_user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => act(() => button.focus()),
    ],
  ])('fetches them on %s a trigger, once; the click then opens at once', async (_how, intent) => {
    const user = userEvent.setup();
    const held = heldChunk();
    renderFrame(held.chunk);
    const button = footerButton(/current language: English/);
    await intent(user, button);
    expect(held.importer).toHaveBeenCalledTimes(1);
    await held.arrive();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Language settings' })).toBeVisible();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(held.importer).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead when the visitor saves data, nor on a page without a trigger', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const saving = heldChunk();
    const { unmount } = renderFrame(saving.chunk);
    await runIdle();
    expect(saving.importer).not.toHaveBeenCalled();
    unmount();
    Reflect.deleteProperty(navigator, 'connection');

    const footerless = heldChunk();
    renderFrame(footerless.chunk, { ctx: context('VoiceMessage', '/voice-message/') });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await runIdle();
    expect(footerless.importer).not.toHaveBeenCalled();
  });
});
