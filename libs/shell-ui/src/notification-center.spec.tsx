import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createTranslator } from '@therapy-shell/i18n';
import { NotificationCenter, type NotificationCenterItem } from './notification-center.tsx';

const t = createTranslator('en');
const items: NotificationCenterItem[] = [
  { id: 2, title: 'New message from your therapist', read: false },
  { id: 1, title: 'Session tomorrow at 10:00', body: 'Video session', read: false },
];

describe('NotificationCenter', () => {
  it('shows the unread count on a collapsed bell', () => {
    render(<NotificationCenter unread={2} items={items} connection="connected" t={t} />);
    const bell = screen.getByRole('button', { name: '2 unread notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows 99+ past 99 unread', () => {
    render(<NotificationCenter unread={150} items={items} connection="connected" t={t} />);
    expect(screen.getByRole('button', { name: '99+ unread notifications' })).toHaveTextContent('99+');
  });

  it('opens the latest notifications and marks them read by calling onOpen', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(<NotificationCenter unread={2} items={items} connection="connected" onOpen={onOpen} t={t} />);
    await user.click(screen.getByRole('button', { name: '2 unread notifications' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveTextContent('New message from your therapist');
    expect(region).toHaveTextContent('Video session');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and returns focus to the bell', async () => {
    const user = userEvent.setup();
    render(<NotificationCenter unread={2} items={items} connection="connected" t={t} />);
    await user.click(screen.getByRole('button'));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    render(<NotificationCenter unread={0} items={[]} connection="connected" t={t} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('No notifications yet');
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NotificationCenter unread={2} items={items} connection="connected" t={t} />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button'));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'a link followed by keyboard',
      async (user: ReturnType<typeof userEvent.setup>) => {
        screen.getByRole('link', { name: 'FAQ' }).focus();
        await user.keyboard('{Enter}');
      },
    ],
    ["the browser's Back", async () => act(() => void window.dispatchEvent(new PopStateEvent('popstate')))],
  ])('closes when the visitor leaves the page: %s', async (_, leave) => {
    const user = userEvent.setup();
    render(
      <>
        <NotificationCenter unread={2} items={items} connection="connected" t={t} />
        <a href="#faq" onClick={(event) => event.preventDefault()}>
          FAQ
        </a>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '2 unread notifications' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await leave(user);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('announces a new notification politely, not the ones it started with', () => {
    const { rerender } = render(<NotificationCenter unread={2} items={items} connection="connected" t={t} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    act(() => {
      rerender(
        <NotificationCenter
          unread={3}
          items={[{ id: 3, title: 'Payment received', read: false }, ...items]}
          connection="connected"
          t={t}
        />,
      );
    });
    expect(status).toHaveTextContent('New notification: Payment received');
  });

  it('tells that live updates are paused when disconnected', async () => {
    const user = userEvent.setup();
    render(<NotificationCenter unread={0} items={[]} connection="disconnected" t={t} />);
    const bell = screen.getByRole('button');
    expect(bell.closest('[data-connection]')).toHaveAttribute('data-connection', 'disconnected');
    await user.click(bell);
    expect(bell).toHaveAccessibleDescription(/Live updates are paused/);
  });

  it('has no accessibility violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(<NotificationCenter unread={2} items={items} connection="disconnected" t={t} />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks German with a German translator', async () => {
    const user = userEvent.setup();
    render(<NotificationCenter unread={0} items={[]} connection="connected" t={createTranslator('de')} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toHaveTextContent(
      'Noch keine Benachrichtigungen',
    );
  });
});
