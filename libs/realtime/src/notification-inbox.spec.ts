import { createNotificationInbox } from './notification-inbox.ts';

describe('notification inbox', () => {
  it('counts new notifications as unread, newest first', () => {
    const inbox = createNotificationInbox({ now: () => 1 });
    inbox.add({ notification_type: 'a' });
    inbox.add({ notification_type: 'b' });
    expect(inbox.getState().unread).toBe(2);
    expect(inbox.getState().items.map((i) => i.notification.notification_type)).toEqual(['b', 'a']);
  });

  it('keeps the latest ones only but counts all unread', () => {
    const inbox = createNotificationInbox({ limit: 2 });
    for (const type of ['a', 'b', 'c']) inbox.add({ notification_type: type });
    expect(inbox.getState().items).toHaveLength(2);
    expect(inbox.getState().unread).toBe(3);
  });

  it('marks everything read', () => {
    const inbox = createNotificationInbox();
    inbox.add({ notification_type: 'a' });
    inbox.markAllRead();
    expect(inbox.getState()).toMatchObject({ unread: 0, items: [{ read: true }] });
  });
});
