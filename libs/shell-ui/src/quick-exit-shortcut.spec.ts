import { createQuickExitShortcut, leavePage, restorePage, type QuickExitShortcutEvent } from './quick-exit-shortcut.ts';

function setup() {
  const events: QuickExitShortcutEvent[] = [];
  const timers = new Map<number, () => void>();
  let next = 0;
  const shortcut = createQuickExitShortcut({
    onEvent: (event) => events.push(event),
    setTimeout: (run) => (timers.set(++next, run), next),
    clearTimeout: (handle) => timers.delete(handle as number),
  });
  const runTimers = () => {
    const pending = [...timers.entries()];
    timers.clear();
    for (const [, run] of pending) run();
  };
  const shift = () => shortcut.keyup({ key: 'Shift', shiftKey: false });
  return { events, shortcut, shift, runTimers, timers };
}

describe('quick exit shortcut: Shift three times', () => {
  it('leaves on the third press of Shift, announcing the presses that remain', () => {
    const { events, shift } = setup();
    shift();
    shift();
    shift();
    expect(events).toEqual([{ type: 'progress', remaining: 2 }, { type: 'progress', remaining: 1 }, { type: 'exit' }]);
  });

  it('starts again when the window passes between presses, and says so, then clears the message', () => {
    const { events, shift, runTimers } = setup();
    shift();
    shift();
    runTimers();
    shift();
    expect(events).toEqual([
      { type: 'progress', remaining: 2 },
      { type: 'progress', remaining: 1 },
      { type: 'expired' },
      { type: 'progress', remaining: 2 },
    ]);
  });

  it('clears the expired message after the window', () => {
    const { events, shift, runTimers } = setup();
    shift();
    runTimers();
    runTimers();
    expect(events).toEqual([{ type: 'progress', remaining: 2 }, { type: 'expired' }, { type: 'cleared' }]);
  });

  it('starts again when another key is pressed between presses', () => {
    const { events, shortcut, shift } = setup();
    shift();
    shift();
    shortcut.keyup({ key: 'a', shiftKey: false });
    shift();
    expect(events.at(-1)).toEqual({ type: 'progress', remaining: 2 });
    expect(events).not.toContainEqual({ type: 'exit' });
  });

  it('does not count Shift used as a modifier (Shift+A releases A with shiftKey, then Shift)', () => {
    const { events, shortcut, shift } = setup();
    for (let i = 0; i < 3; i++) {
      shortcut.keyup({ key: 'A', shiftKey: true });
      shift();
    }
    expect(events).not.toContainEqual({ type: 'exit' });
  });

  it('clears its timers when disposed', () => {
    const { shortcut, shift, timers } = setup();
    shift();
    expect(timers.size).toBe(1);
    shortcut.dispose();
    expect(timers.size).toBe(0);
  });
});

describe('leaving the page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it('hides the page at once, announces a neutral word, sends no referrer and replaces the location', () => {
    document.body.innerHTML = '<div id="__next"><a href="/">Home</a></div><div id="portal"></div>';
    const replace = jest.fn();
    leavePage('https://www.bbc.co.uk/weather', { leavingText: 'Loading.', location: { replace } });
    expect(document.getElementById('__next')).toHaveAttribute('hidden');
    expect(document.getElementById('portal')).toHaveAttribute('hidden');
    const overlay = document.querySelector('[role="alert"]');
    expect(overlay).toHaveTextContent('Loading.');
    expect(overlay).not.toHaveAttribute('hidden');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(replace).toHaveBeenCalledWith('https://www.bbc.co.uk/weather');
  });

  it('shows the page again when it comes back from the back-forward cache, leaving hidden what was hidden before', () => {
    document.body.innerHTML = '<div id="__next">Page</div><div id="closed" hidden></div>';
    leavePage('https://www.bbc.co.uk/weather', { leavingText: 'Loading.', location: { replace: jest.fn() } });
    restorePage();
    expect(document.getElementById('__next')).not.toHaveAttribute('hidden');
    expect(document.getElementById('closed')).toHaveAttribute('hidden');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });
});
