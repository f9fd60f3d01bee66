import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationCenter, type NotificationCenterItem } from './notification-center.tsx';
import { storyTranslator } from './story-helpers.ts';

const some: NotificationCenterItem[] = [
  { id: 3, title: 'New message from your therapist', read: false },
  { id: 2, title: 'Your session starts tomorrow at 10:00', body: 'Video session', read: false },
  { id: 1, title: 'Worksheet shared with you', read: true },
];

const many: NotificationCenterItem[] = Array.from({ length: 20 }, (_, i) => ({
  id: 120 - i,
  title: `Message ${120 - i}`,
  read: false,
}));

const meta = {
  title: 'Shell/NotificationCenter',
  component: NotificationCenter,
  args: { unread: 0, items: [], connection: 'connected', t: storyTranslator({}) },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', display: 'flex', justifyContent: 'flex-end', minHeight: '28rem' }}>
        {Story()}
      </div>
    ),
  ],
  render: (args, { globals }) => <NotificationCenter {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof NotificationCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing received this session: no badge; the list says so. */
export const Empty: Story = {};

/** Some notifications, two unread. */
export const Some: Story = { args: { unread: 2, items: some } };

/** More than 99 unread: the badge shows 99+, and the name says it ("99+ unread notifications"); the list keeps the latest 20. */
export const Many: Story = { args: { unread: 120, items: many } };

/** Live updates paused: a grey dot on the bell, and the list explains it. */
export const Disconnected: Story = { args: { unread: 1, items: some.slice(0, 1), connection: 'disconnected' } };
