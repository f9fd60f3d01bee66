import type { NotificationEmitter } from './shell-socket.ts';

type Slot = typeof import('./shell-socket.ts').shellSocket;

/** A fresh copy of the module, as a bundler that copies it into another chunk would make. */
function copyOfModule(): Slot {
  let slot: Slot | undefined;
  jest.isolateModules(() => {
    slot = (jest.requireActual('./shell-socket.ts') as typeof import('./shell-socket.ts')).shellSocket;
  });
  if (!slot) throw new Error('shell-socket.ts did not load');
  return slot;
}

describe('the slot of the shell socket', () => {
  const socket: NotificationEmitter = { emitNotification: () => true };
  const newer: NotificationEmitter = { emitNotification: () => true };

  it('is empty until the shell puts its socket there, and one slot across copies of the module', () => {
    const header = copyOfModule();
    const page = copyOfModule();
    expect(header).not.toBe(page);
    expect(page.get()).toBeNull();
    header.set(socket);
    expect(page.get()).toBe(socket);
    header.clear(socket);
    expect(page.get()).toBeNull();
  });

  it('is emptied only by the socket in it', () => {
    const slot = copyOfModule();
    slot.set(socket);
    slot.set(newer);
    slot.clear(socket);
    expect(slot.get()).toBe(newer);
    slot.clear(newer);
    expect(slot.get()).toBeNull();
  });
});
