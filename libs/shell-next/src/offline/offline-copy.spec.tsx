import { renderHook, waitFor } from '@testing-library/react';
import { useOfflineCopy } from './offline-copy.ts';

const registerOfflineCopy = jest.fn(async () => undefined);
const removeOfflineCopy = jest.fn(async () => undefined);
jest.mock('./offline-copy-client.ts', () => ({
  registerOfflineCopy: (...args: unknown[]) => registerOfflineCopy(...(args as [])),
  removeOfflineCopy: (...args: unknown[]) => removeOfflineCopy(...(args as [])),
}));

const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env['NODE_ENV'], SHELL_SERVICE_WORKER: env['SHELL_SERVICE_WORKER'] };

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
function setEnv(name: keyof typeof saved, value: string | undefined) {
  if (value === undefined) delete env[name];
  else env[name] = value;
}
afterEach(() => {
  setEnv('NODE_ENV', saved.NODE_ENV);
  setEnv('SHELL_SERVICE_WORKER', saved.SHELL_SERVICE_WORKER);
  jest.clearAllMocks();
});

describe('useOfflineCopy: the offline copy registered after hydration, when idle', () => {
  it.each<[string, { enabled: boolean; nodeEnv: string; flag?: string }, 'register' | 'remove']>([
    ['on in production', { enabled: true, nodeEnv: 'production' }, 'register'],
    ['off in the app (createShellApp({ serviceWorker: false }))', { enabled: false, nodeEnv: 'production' }, 'remove'],
    [
      'off in the build (withShell serviceWorker: false)',
      { enabled: true, nodeEnv: 'production', flag: 'off' },
      'remove',
    ],
    ['off under next dev', { enabled: true, nodeEnv: 'development' }, 'remove'],
  ])('%s: %j', async (_case, { enabled, nodeEnv, flag }, expected) => {
    setEnv('NODE_ENV', nodeEnv);
    setEnv('SHELL_SERVICE_WORKER', flag);
    renderHook(() => useOfflineCopy({ enabled, language: 'de' }));
    // Not during the render: only once the browser is idle.
    expect(registerOfflineCopy).not.toHaveBeenCalled();
    expect(removeOfflineCopy).not.toHaveBeenCalled();
    await waitFor(() => expect(expected === 'register' ? registerOfflineCopy : removeOfflineCopy).toHaveBeenCalled());
    if (expected === 'register') expect(registerOfflineCopy).toHaveBeenCalledWith('de');
    expect(expected === 'register' ? removeOfflineCopy : registerOfflineCopy).not.toHaveBeenCalled();
  });
});
