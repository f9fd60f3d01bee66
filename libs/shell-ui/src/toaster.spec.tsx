import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Toaster, ToastViewport } from './toaster.tsx';
import { createToastStore, toast, toastStore, toastTimeout, ToastOnServerError } from './toast-store.ts';
import { parseToastBody } from './toast-body.ts';
import { Modal } from './modal.tsx';
import { createModalLayer } from './modal-layer.ts';

function toastItems() {
  return within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem');
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

describe('toast store (spec 3.4, 4.4), without React', () => {
  it('keeps title, body, variant, iconClassName, hasTimeout and key', () => {
    const store = createToastStore();
    store.getState().show({
      title: 'Saved',
      body: 'All good',
      variant: 'success',
      iconClassName: 'fa fa-check',
      hasTimeout: false,
      key: 'save',
    });
    expect(store.getState().toasts).toEqual([
      {
        id: expect.any(String),
        title: 'Saved',
        body: 'All good',
        variant: 'success',
        iconClassName: 'fa fa-check',
        hasTimeout: false,
        key: 'save',
      },
    ]);
  });

  it('defaults to the info variant with a timeout', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Hello' });
    expect(store.getState().toasts[0]).toMatchObject({ variant: 'info', hasTimeout: true });
  });

  it('holds at most 3 toasts and drops the oldest first', () => {
    const store = createToastStore();
    for (const title of ['one', 'two', 'three', 'four']) store.getState().show({ title });
    expect(store.getState().toasts.map((shown) => shown.title)).toEqual(['two', 'three', 'four']);
  });

  it('replaces a toast with the same key in place', () => {
    const store = createToastStore();
    store.getState().show({ title: 'one' });
    store.getState().show({ title: 'Uploading', key: 'upload' });
    store.getState().show({ title: 'three' });
    store.getState().show({ title: 'Uploaded', key: 'upload' });
    expect(store.getState().toasts.map((shown) => shown.title)).toEqual(['one', 'Uploaded', 'three']);
  });

  it('dismisses one toast by id, or all', () => {
    const store = createToastStore();
    const first = store.getState().show({ title: 'one' });
    store.getState().show({ title: 'two' });
    store.getState().dismiss(first);
    expect(store.getState().toasts.map((shown) => shown.title)).toEqual(['two']);
    store.getState().dismiss();
    expect(store.getState().toasts).toEqual([]);
  });
});

describe('toastTimeout (spec 9)', () => {
  it.each([
    ['a plain toast', 5000, { hasTimeout: true, body: 'Saved.' }],
    ['a toast without body', 5000, { hasTimeout: true, body: undefined }],
    [
      'a toast with an http(s) link (focusable content)',
      10000,
      { hasTimeout: true, body: 'See [help](https://example.com/help).' },
    ],
    ['a toast whose bracket link is not http(s)', 5000, { hasTimeout: true, body: 'See [help](javascript:alert(1)).' }],
    ['a toast with hasTimeout false', null, { hasTimeout: false, body: 'See [help](https://example.com/help).' }],
  ])('%s closes after %p ms', (_name, expected, shown) => {
    expect(toastTimeout(shown)).toBe(expected);
  });
});

describe('parseToastBody (spec 4.4: bracket links only for http and https)', () => {
  it.each([
    ['plain text', 'Saved.', [{ kind: 'text', text: 'Saved.' }]],
    [
      'an https link',
      'See [help](https://example.com/help) now',
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'help', href: 'https://example.com/help' },
        { kind: 'text', text: ' now' },
      ],
    ],
    ['an http link', '[old](http://example.com/)', [{ kind: 'link', text: 'old', href: 'http://example.com/' }]],
    [
      'javascript: as plain text',
      'Click [me](javascript:alert(1))',
      [{ kind: 'text', text: 'Click [me](javascript:alert(1))' }],
    ],
    [
      'JavaScript: in any case as plain text',
      '[me](JaVaScRiPt:alert)',
      [{ kind: 'text', text: '[me](JaVaScRiPt:alert)' }],
    ],
    ['data: as plain text', '[me](data:text/html,hi)', [{ kind: 'text', text: '[me](data:text/html,hi)' }]],
    ['a relative path as plain text', '[me](/settings)', [{ kind: 'text', text: '[me](/settings)' }]],
    ['a scheme-relative URL as plain text', '[me](//evil.example)', [{ kind: 'text', text: '[me](//evil.example)' }]],
    [
      'html as text, never markup',
      '<b>bold</b> [x](https://a.example/)',
      [
        { kind: 'text', text: '<b>bold</b> ' },
        { kind: 'link', text: 'x', href: 'https://a.example/' },
      ],
    ],
  ])('%s', (_name, body, expected) => {
    expect(parseToastBody(body)).toEqual(expected);
  });

  it('stays fast on adversarial input (linear matching)', () => {
    const body = '[x]('.repeat(20000);
    const started = performance.now();
    expect(parseToastBody(body)).toEqual([{ kind: 'text', text: body }]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('Toaster (spec 4.4)', () => {
  it('has a polite live region before the first toast', () => {
    render(<ToastViewport label="Notifications" closeLabel="Close" store={createToastStore()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(toastItems()).toHaveLength(0);
  });

  it('shows toasts queued with toast.show() before it mounted, and starts their timer only when shown', () => {
    act(() => {
      toast.show({ title: 'Queued early' });
    });
    advance(60000);
    render(<Toaster label="Notifications" closeLabel="Close" />);
    expect(screen.getByText('Queued early')).toBeInTheDocument();
    advance(4999);
    expect(screen.getByText('Queued early')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Queued early')).not.toBeInTheDocument();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('shows title, body, variant and icon class', () => {
    const store = createToastStore();
    store.getState().show({
      title: 'Saved',
      body: 'Your settings were saved.',
      variant: 'success',
      iconClassName: 'fa fa-check',
    });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    const [item] = toastItems();
    expect(item).toHaveAccessibleName('Saved');
    expect(item).toHaveTextContent('Your settings were saved.');
    expect(item).toHaveAttribute('data-variant', 'success');
    expect(item?.querySelector('i.fa.fa-check')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 3 toasts, and a fourth closes the oldest', () => {
    const store = createToastStore();
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.getState().show({ title: 'First' });
      store.getState().show({ title: 'Second' });
      store.getState().show({ title: 'Third' });
    });
    expect(toastItems().map((item) => item.textContent)).toEqual(['First', 'Second', 'Third']);
    act(() => {
      store.getState().show({ title: 'Fourth' });
    });
    expect(toastItems().map((item) => item.textContent)).toEqual(['Second', 'Third', 'Fourth']);
  });

  it('closes a toast after 5000 ms', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Saved' });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    advance(4999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a toast with focusable content (a link) for 10000 ms', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Read this', body: 'See [the guide](https://example.com/guide).' });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    advance(9999);
    expect(screen.getByText('Read this')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Read this')).not.toBeInTheDocument();
  });

  it('never closes a toast with hasTimeout false', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Sticky', hasTimeout: false });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    advance(10 * 60 * 1000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    expect(toastItems()[0]).toHaveAttribute('data-state', 'persistent');
  });

  it('pauses the timer while hovered and resumes with the time that was left', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createToastStore();
    store.getState().show({ title: 'Hover me' });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    advance(3000);
    await user.hover(screen.getByText('Hover me'));
    expect(toastItems()[0]).toHaveAttribute('data-state', 'paused');
    advance(20000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Hover me'));
    expect(toastItems()[0]).toHaveAttribute('data-state', 'running');
    advance(1990);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(10);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses the timer while focus is inside and resumes when it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createToastStore();
    store.getState().show({ title: 'Focus me' });
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastViewport label="Notifications" closeLabel="Close" store={store} />
      </>,
    );
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    advance(30000);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    advance(3990);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    advance(10);
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('replaces the toast with the same key in place, with a fresh timer', () => {
    const store = createToastStore();
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.getState().show({ title: 'Uploading', key: 'upload' });
      store.getState().show({ title: 'Other' });
    });
    advance(4000);
    act(() => {
      store.getState().show({ title: 'Uploaded', key: 'upload' });
    });
    expect(toastItems().map((item) => item.textContent)).toEqual(['Uploaded', 'Other']);
    advance(1000);
    expect(toastItems().map((item) => item.textContent)).toEqual(['Uploaded']);
    advance(4000);
    expect(toastItems()).toHaveLength(0);
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createToastStore();
    store.getState().show({ title: 'Closable', hasTimeout: false });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toastItems()).toHaveLength(0);
  });

  it('a toast closed by keyboard gives focus to the next toast, then back to where it came from', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createToastStore();
    store.getState().show({ title: 'First', hasTimeout: false });
    store.getState().show({ title: 'Second', hasTimeout: false });
    render(
      <>
        <button type="button">Before</button>
        <ToastViewport label="Notifications" closeLabel="Close" store={store} />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Close' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toastItems()).toHaveLength(1);
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toastItems()).toHaveLength(0);
    // Not lost to the document: where the visitor was before the toasts.
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('a toast closed by a click elsewhere on the page leaves focus where it is', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Closable', hasTimeout: false });
    render(
      <>
        <input aria-label="Field" />
        <ToastViewport label="Notifications" closeLabel="Close" store={store} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Field' });
    field.focus();
    // A pointer press on the close button of a toast that focus is not in.
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(toastItems()).toHaveLength(0);
    expect(field).toHaveFocus();
  });

  it('shows inside the open modal dialog while there is one, and back in its place after', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Arrived', hasTimeout: false });
    const view = (open: boolean) => (
      <>
        <main>
          <ToastViewport label="Notifications" closeLabel="Close" store={store} />
        </main>
        <Modal title="Cookie settings" closeLabel="Close dialog" open={open}>
          <p>Choices</p>
        </Modal>
      </>
    );
    const { rerender } = render(view(false));
    const region = () => screen.getByRole('region', { name: 'Notifications' });
    expect(region().closest('main')).not.toBeNull();
    rerender(view(true));
    // In the dialog, the one part of the page a modal dialog leaves outside its inert rest.
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toContainElement(region());
    expect(within(region()).getByRole('listitem', { name: 'Arrived' })).toBeInTheDocument();
    // One viewport, one live region: none left behind.
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
    // A toast shown while the dialog is open arrives there too.
    act(() => void store.getState().show({ title: 'Later', hasTimeout: false }));
    expect(within(dialog).getByRole('listitem', { name: 'Later' })).toBeInTheDocument();
    rerender(view(false));
    expect(region().closest('main')).not.toBeNull();
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Arrived', 'Later']);
  });

  it('follows the topmost of the open dialogs: the newest, then the one under it', () => {
    const layer = createModalLayer();
    const lower = document.createElement('dialog');
    const upper = document.createElement('dialog');
    document.body.append(lower, upper);
    render(<ToastViewport label="Notifications" closeLabel="Close" store={createToastStore()} layer={layer} />);
    const region = () => screen.getByRole('region', { name: 'Notifications', hidden: true });
    act(() => layer.open(lower));
    expect(lower).toContainElement(region());
    act(() => layer.open(upper));
    expect(upper).toContainElement(region());
    act(() => layer.close(upper));
    expect(lower).toContainElement(region());
    act(() => layer.close(lower));
    expect(lower).not.toContainElement(region());
    expect(upper).not.toContainElement(region());
    lower.remove();
    upper.remove();
  });

  it('turns http and https bracket links into links with safe rel', () => {
    const store = createToastStore();
    store.getState().show({
      body: 'Read [the guide](https://example.com/guide) or [the old one](http://example.com/old).',
    });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    const guide = screen.getByRole('link', { name: 'the guide' });
    expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'the old one' })).toHaveAttribute('href', 'http://example.com/old');
  });

  it('shows javascript: in bracket syntax as plain text, not a link', () => {
    const store = createToastStore();
    store.getState().show({ body: 'Click [here](javascript:alert(1)) now' });
    render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(toastItems()[0]).toHaveTextContent('Click [here](javascript:alert(1)) now');
  });

  it('caps its width at 400 px through --ts-toast-max-width (spec 9)', () => {
    render(<ToastViewport label="Notifications" closeLabel="Close" store={createToastStore()} />);
    expect(screen.getByRole('region', { name: 'Notifications' }).style.getPropertyValue('--ts-toast-max-width')).toBe(
      '400px',
    );
  });

  it('has no axe violations without toasts', async () => {
    jest.useRealTimers();
    const { container } = render(<ToastViewport label="Notifications" closeLabel="Close" store={createToastStore()} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with toasts shown', async () => {
    jest.useRealTimers();
    const store = createToastStore();
    store.getState().show({
      title: 'Saved',
      body: 'See [details](https://example.com/).',
      variant: 'success',
      iconClassName: 'fa fa-check',
    });
    store.getState().show({ title: 'Error', variant: 'error', hasTimeout: false });
    const { container } = render(<ToastViewport label="Notifications" closeLabel="Close" store={store} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('toast store on the server (injected check)', () => {
  it('a store told it runs on the server refuses show() with ToastOnServerError and keeps no toast', () => {
    const store = createToastStore({ isServer: () => true });

    expect(() => store.getState().show({ title: 'Saved' })).toThrow(ToastOnServerError);
    expect(store.getState().toasts).toEqual([]);
  });
});
