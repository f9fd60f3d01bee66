import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createTranslator } from '@therapy-shell/i18n';
import { silentReporter } from '@therapy-shell/request';
import { createRealtimeSlot, type NotificationCenterData } from './realtime-slot.ts';
import { NotificationView } from './shell-notifications.tsx';

const t = createTranslator('en');
const withTwo: NotificationCenterData = {
  unread: 2,
  items: [
    { id: 2, title: 'Second message', read: false },
    { id: 1, title: 'First message', read: false },
  ],
  connection: 'connected',
};

describe('the realtime slot', () => {
  it('holds one value and tells its listeners of a new one, once', () => {
    const slot = createRealtimeSlot();
    const heard: (NotificationCenterData | null)[] = [];
    const off = slot.subscribe(() => heard.push(slot.get()));
    expect(slot.get()).toBeNull();
    slot.set(withTwo);
    slot.set(withTwo); // the same value: nothing to tell
    slot.set(null);
    off();
    slot.set(withTwo);
    expect(heard).toEqual([withTwo, null]);
  });
});

describe("a page's notification view of the visit's session", () => {
  it('before the session has started (and on the server): no notification, as the server rendered it', () => {
    const slot = createRealtimeSlot();
    const html = renderToString(<NotificationView slot={slot} t={t} reporter={silentReporter} />);
    expect(html).toContain('aria-label="No unread notifications"');
    render(<NotificationView slot={slot} t={t} reporter={silentReporter} />);
    expect(screen.getByRole('button', { name: 'No unread notifications' })).toBeInTheDocument();
  });

  it("shows what the session puts in the slot, and a second page's view shows the same at once", () => {
    const slot = createRealtimeSlot();
    const first = render(<NotificationView slot={slot} t={t} reporter={silentReporter} />);
    act(() => slot.set(withTwo));
    expect(screen.getByRole('button', { name: '2 unread notifications' })).toBeInTheDocument();
    first.unmount();
    // The next page's header mounts its own view: the count is the visit's, not a new inbox's.
    render(<NotificationView slot={slot} t={t} reporter={silentReporter} />);
    expect(screen.getByRole('button', { name: '2 unread notifications' })).toBeInTheDocument();
  });
});
