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

/** More than 99: the badge shows 99+, and the name says what it shows ("99+ unread notifications", WCAG 2.5.3). */
export const ManyUnread: Story = { args: { count: 120 } };
