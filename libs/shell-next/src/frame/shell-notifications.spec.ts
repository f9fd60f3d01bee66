import type { RealtimeSession } from '@therapy-shell/realtime/react';
import { notificationCenterProps, notificationText } from './shell-notifications.tsx';

describe('the text a notification is shown with', () => {
  it.each([
    [
      'a notification_data string is the title',
      { notification_type: 'new_message', notification_data: ' Your therapist wrote ' },
      { title: 'Your therapist wrote' },
    ],
    [
      'an object with a title and a body',
      { notification_type: 'x', notification_data: { title: 'Session soon', body: 'In 10 minutes' } },
      { title: 'Session soon', body: 'In 10 minutes' },
    ],
    [
      'an object with a title and a message',
      { notification_type: 'x', notification_data: { title: 'Session soon', message: 'In 10 minutes' } },
      { title: 'Session soon', body: 'In 10 minutes' },
    ],
    [
      'an object with a message only',
      { notification_type: 'x', notification_data: { message: 'Hello' } },
      { title: 'Hello' },
    ],
    ['no text: the type, words apart', { notification_type: 'new_message' }, { title: 'new message' }],
    [
      'an empty string: the type',
      { notification_type: 'new_message', notification_data: '  ' },
      { title: 'new message' },
    ],
  ])('%s', (_name, notification, text) => {
    expect(notificationText(notification)).toEqual(text);
  });
});

function session(overrides: Partial<RealtimeSession> = {}): RealtimeSession {
  return {
    active: true,
    connection: { status: 'connected', reconnectAttempt: 0, gaveUp: false },
    inbox: { items: [], unread: 0 },
    markAllRead: () => undefined,
    ...overrides,
  };
}

describe('the notification component fed from the real-time session', () => {
  it.each([
    ['connected', session(), 'connected'],
    [
      'connecting for the first time: no pause shown',
      session({ connection: { status: 'disconnected', reconnectAttempt: 0, gaveUp: false } }),
      'connected',
    ],
    [
      'reconnecting',
      session({ connection: { status: 'disconnected', reconnectAttempt: 2, gaveUp: false } }),
      'disconnected',
    ],
    ['gave up', session({ connection: { status: 'disconnected', reconnectAttempt: 0, gaveUp: true } }), 'disconnected'],
    [
      'a user who never connects',
      session({ active: false, connection: { status: 'disconnected', reconnectAttempt: 0, gaveUp: true } }),
      'connected',
    ],
  ])('%s: %s', (_name, realtime, connection) => {
    expect(notificationCenterProps(realtime).connection).toBe(connection);
  });

  it('lists the inbox as text with the unread count, and opening marks them read', () => {
    const markAllRead = jest.fn();
    const props = notificationCenterProps(
      session({
        markAllRead,
        inbox: {
          unread: 1,
          items: [
            {
              id: 3,
              notification: { notification_type: 'new_message', notification_data: 'Hi' },
              receivedAt: 0,
              read: false,
            },
          ],
        },
      }),
    );
    expect(props.unread).toBe(1);
    expect(props.items).toEqual([{ id: 3, title: 'Hi', read: false }]);
    props.onOpen?.();
    expect(markAllRead).toHaveBeenCalled();
  });
});
