import { createNotificationTokens } from './notification-tokens.ts';

describe('notification tokens (the payloads of POST /api/socketnotification)', () => {
  const payload = { notification_type: 'new_message', notification_data: 'hi', from: 7 };

  it('names each payload by a new token and gives back its recipient and the payload without it, once', () => {
    const notifications = createNotificationTokens();
    const first = notifications.issue('7', '42', payload);
    const second = notifications.issue('7', '42', payload);
    expect(first).toEqual({ ...payload, notification_token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(second.notification_token).not.toBe(first.notification_token);
    // As socket.io carries it: a JSON copy.
    expect(notifications.take('7', JSON.parse(JSON.stringify(first)))).toEqual({ to: '42', payload });
    expect(notifications.take('7', first)).toBeUndefined();
    expect(notifications.take('7', second)).toEqual({ to: '42', payload });
  });

  it('refuses a payload emitted by another user (and keeps it for its sender), changed, or not issued', () => {
    const notifications = createNotificationTokens();
    const issued = notifications.issue('7', '42', payload);
    expect(notifications.take('42', issued)).toBeUndefined();
    expect(notifications.take('7', { ...issued, notification_data: 'changed' })).toBeUndefined();
    expect(notifications.take('7', { ...issued, extra: true })).toBeUndefined();
    expect(notifications.take('7', payload)).toBeUndefined();
    expect(notifications.take('7', { ...payload, notification_token: 'made-up' })).toBeUndefined();
    for (const value of [null, undefined, 'text', 42, [issued]]) expect(notifications.take('7', value)).toBeUndefined();
    expect(notifications.take('7', issued)).toEqual({ to: '42', payload });
  });

  it('refuses a payload emitted after five minutes', () => {
    let now = 0;
    const notifications = createNotificationTokens(() => now);
    const issued = notifications.issue('7', '42', payload);
    now = 5 * 60_000 + 1;
    expect(notifications.take('7', issued)).toBeUndefined();
  });
});
