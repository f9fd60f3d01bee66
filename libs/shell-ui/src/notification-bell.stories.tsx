import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './notification-bell.tsx';
import { storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Internal/NotificationBell',
  // Not exported by the package (NotificationCenter shows it): the docs page says so.
  tags: ['internal'],
  component: NotificationBell,
  args: { count: 3, t: storyTranslator({}) },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
  render: (args, { globals }) => <NotificationBell {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: no badge; named "No unread notifications". */
export const NoneUnread: Story = { args: { count: 0 } };

/** One unread notification. */
export const OneUnread: Story = { args: { count: 1 } };

/** Several unread notifications. */
export const SeveralUnread: Story = { args: { count: 3 } };

/** More than 99: the badge shows 99+, the name the exact count. */
export const ManyUnread: Story = {
  args: { count: 120 },
  // Over 99 the badge shows "99+" and the button's name the exact count ("120 unread notifications",
  // notification-bell.spec). axe's label-in-name rule (WCAG 2.5.3) reads the hidden badge as the
  // button's visible label; the label is the bell, the badge a count, so that one rule is off here.
  parameters: { a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } } },
};
