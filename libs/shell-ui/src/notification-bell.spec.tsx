import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createTranslator } from '@therapy-shell/i18n';
import { NotificationBell, unreadCount } from './notification-bell.tsx';

const t = createTranslator('en');

describe('NotificationBell', () => {
  it.each([
    [0, 'No unread notifications', 'read', null],
    [1, '1 unread notification', 'unread', '1'],
    [3, '3 unread notifications', 'unread', '3'],
    [99, '99 unread notifications', 'unread', '99'],
    [100, '99+ unread notifications', 'unread', '99+'],
    [120, '99+ unread notifications', 'unread', '99+'],
  ])('with %i unread is named %p, state %s, badge %p', (count, name, state, badge) => {
    render(<NotificationBell count={count} t={t} />);
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-state', state);
    expect(button.querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? null).toBe(badge);
  });

  it('translates its name', () => {
    render(<NotificationBell count={2} t={createTranslator('de')} />);
    expect(
      screen.getByRole('button', {
        name: createTranslator('de')('notifications.unread', { count: 2 }),
      }),
    ).toBeInTheDocument();
  });

  it('calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<NotificationBell count={2} t={t} onClick={onClick} />);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [2.7, 2],
  ])('reads the count %p as %i', (count, expected) => {
    expect(unreadCount(count)).toBe(expected);
  });

  it.each([[0], [5]])('with %i unread has no axe violations', async (count) => {
    const { container } = render(<NotificationBell count={count} t={t} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
