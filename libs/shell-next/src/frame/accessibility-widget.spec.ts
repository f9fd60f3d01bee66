import type { DeviceFlags } from '@therapy-shell/core';
import { parseCookies } from '@therapy-shell/core';
import { accessibilityWidgetDecision, loadAccessibilityWidget } from './accessibility-widget.ts';

const desktop: DeviceFlags = {
  isMobile: false,
  isAndroid: false,
  isAndroidApp: false,
  isIos: false,
  isIosApp: false,
  isApp: false,
  isChrome: true,
};

describe('accessibility widget rules (spec 4.5: loads lazily, except on mobile or app clients or when disabled by a cookie or query flag; shown only if the load cookie is set; on /accessibility the trigger is visible)', () => {
  it.each([
    [
      'loads lazily for every visitor, not shown without the load cookie',
      desktop,
      '/',
      {},
      {},
      { load: true, shown: false, triggerVisible: false },
    ],
    [
      'is shown only if the load cookie is set',
      desktop,
      '/',
      {},
      { load_accessibe: '1' },
      { load: true, shown: true, triggerVisible: true },
    ],
    [
      'on /accessibility the trigger is visible',
      desktop,
      '/accessibility/',
      {},
      {},
      { load: true, shown: false, triggerVisible: true },
    ],
    [
      'on /accessibility (no slash) the trigger is visible',
      desktop,
      '/accessibility',
      {},
      {},
      { load: true, shown: false, triggerVisible: true },
    ],
    [
      'on /accessibility with the load cookie it is shown',
      desktop,
      '/accessibility/',
      {},
      { load_accessibe: '1' },
      { load: true, shown: true, triggerVisible: true },
    ],
    [
      'not on mobile clients',
      { ...desktop, isMobile: true },
      '/accessibility/',
      {},
      { load_accessibe: '1' },
      { load: false, reason: 'device' },
    ],
    [
      'not on app clients',
      { ...desktop, isApp: true },
      '/',
      {},
      { load_accessibe: '1' },
      { load: false, reason: 'device' },
    ],
    ['not on iOS app clients', { ...desktop, isIosApp: true }, '/', {}, {}, { load: false, reason: 'device' }],
    ['not on Android app clients', { ...desktop, isAndroidApp: true }, '/', {}, {}, { load: false, reason: 'device' }],
    [
      'not when disabled by the no_accessibe cookie',
      desktop,
      '/accessibility/',
      {},
      { load_accessibe: '1', no_accessibe: '1' },
      { load: false, reason: 'disabled' },
    ],
    [
      'not when disabled by the query flag',
      desktop,
      '/',
      { no_accessibe: '1' },
      { load_accessibe: '1' },
      { load: false, reason: 'disabled' },
    ],
  ] as const)('%s', (_name, device, path, query, cookies, expected) => {
    expect(accessibilityWidgetDecision({ device, path, query, cookies })).toEqual(expected);
  });

  it('reads cookies from a cookie string (core parseCookies)', () => {
    expect(parseCookies('a=1; load_accessibe=yes;no_accessibe=')).toEqual({
      a: '1',
      load_accessibe: 'yes',
      no_accessibe: '',
    });
  });
});

describe('loading the widget', () => {
  afterEach(() => document.body.replaceChildren());
  const colors = { leadColor: '#111111', triggerColor: '#222222' };
  const display = { shown: false, triggerVisible: true };

  it('adds the script only when the page is idle, with the brand colours for it to read', () => {
    let idle: () => void = () => undefined;
    loadAccessibilityWidget({
      url: 'https://widget.example/w.js',
      colors,
      ...display,
      onError: jest.fn(),
      whenIdle: (run) => ((idle = run), () => undefined),
    });
    expect(document.querySelector('script')).toBeNull();
    idle();
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://widget.example/w.js');
    expect((window as unknown as Record<string, unknown>)['__shellAccessibilityWidget']).toEqual({
      colors,
      shown: false,
      triggerVisible: true,
    });
  });

  it("by default adds the script only after the page's load event, when the browser is idle", () => {
    jest.useFakeTimers();
    let readyState: DocumentReadyState = 'interactive';
    const readyStateGetter = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    try {
      loadAccessibilityWidget({ url: 'https://widget.example/w.js', colors, ...display, onError: jest.fn() });
      jest.advanceTimersByTime(4000);
      expect(document.querySelector('script')).toBeNull();
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      expect(document.querySelector('script')).toBeNull();
      jest.runOnlyPendingTimers();
      expect(document.querySelector('script')?.getAttribute('src')).toBe('https://widget.example/w.js');
    } finally {
      readyStateGetter.mockRestore();
      jest.useRealTimers();
    }
  });

  it('does not add the script when cancelled before the page is idle', () => {
    let cancelled = false;
    const cancel = loadAccessibilityWidget({
      url: 'https://widget.example/w.js',
      colors,
      ...display,
      onError: jest.fn(),
      whenIdle: () => () => (cancelled = true),
    });
    cancel();
    expect(cancelled).toBe(true);
    expect(document.querySelector('script')).toBeNull();
  });

  it('reports a failed load once and leaves the page working', () => {
    const onError = jest.fn();
    loadAccessibilityWidget({
      url: 'https://widget.example/w.js',
      colors,
      ...display,
      onError,
      whenIdle: (run) => (run(), () => undefined),
    });
    const script = document.querySelector('script');
    script?.dispatchEvent(new Event('error'));
    script?.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toEqual(
      new Error('Accessibility widget failed to load from https://widget.example/w.js'),
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds the script only once', () => {
    const now = (run: () => void) => (run(), () => undefined);
    loadAccessibilityWidget({
      url: 'https://widget.example/w.js',
      colors,
      ...display,
      onError: jest.fn(),
      whenIdle: now,
    });
    loadAccessibilityWidget({
      url: 'https://widget.example/w.js',
      colors,
      ...display,
      onError: jest.fn(),
      whenIdle: now,
    });
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
