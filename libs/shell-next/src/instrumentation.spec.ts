/**
 * @jest-environment node
 */
import type { Instrumentation } from 'next';
import { onRequestError, register, shellInstrumentation } from './instrumentation.ts';

const mockCalls: string[] = [];
let mockReportFails = false;
let mockEnvProblem: string | undefined;

jest.mock('./server.ts', () => ({
  checkShellEnv: () => {
    if (mockEnvProblem) throw new Error(mockEnvProblem);
    mockCalls.push('checkShellEnv');
  },
  installRequestGuards: () => mockCalls.push('installRequestGuards'),
  installNodeRenderer: () => mockCalls.push('installNodeRenderer'),
  reportRequestError: async (error: unknown, request: { path: string }, context: { routeType: string }) => {
    if (mockReportFails) throw new Error('the reporter failed');
    mockCalls.push(`reportRequestError ${(error as Error).message} ${request.path} ${context.routeType}`);
  },
}));

type RequestErrorArgs = Parameters<Instrumentation.onRequestError>;
const args: RequestErrorArgs = [
  new Error('boom'),
  { path: '/faq/?token=x', method: 'GET', headers: {} },
  {
    routerKind: 'App Router',
    routePath: '/faq',
    routeType: 'render',
    renderSource: 'react-server-components',
    revalidateReason: undefined,
  },
];

const runtime = process.env['NEXT_RUNTIME'];
afterEach(() => {
  mockCalls.length = 0;
  mockReportFails = false;
  mockEnvProblem = undefined;
  if (runtime === undefined) delete process.env['NEXT_RUNTIME'];
  else process.env['NEXT_RUNTIME'] = runtime;
});

const withRenderer = shellInstrumentation({ nodeRenderer: true });
const reportedBoom = ['reportRequestError boom /faq/?token=x render'];

describe.each([
  // [NEXT_RUNTIME, hooks, what register() runs, what onRequestError() runs]
  ['nodejs', 'the defaults', { register, onRequestError }, ['checkShellEnv', 'installRequestGuards'], reportedBoom],
  [
    'nodejs',
    'nodeRenderer: true',
    withRenderer,
    ['checkShellEnv', 'installRequestGuards', 'installNodeRenderer'],
    reportedBoom,
  ],
  [
    'nodejs',
    'nodeRenderer: false',
    shellInstrumentation({ nodeRenderer: false }),
    ['checkShellEnv', 'installRequestGuards'],
    reportedBoom,
  ],
  ['edge', 'the defaults', { register, onRequestError }, [], []],
  ['edge', 'nodeRenderer: true', withRenderer, [], []],
  [undefined, 'nodeRenderer: true', withRenderer, [], []],
] as const)('with NEXT_RUNTIME=%s and %s', (value, _options, hooks, registered, reported) => {
  beforeEach(() => {
    if (value === undefined) delete process.env['NEXT_RUNTIME'];
    else process.env['NEXT_RUNTIME'] = value;
  });

  it('register() checks the environment first, then installs the guards (and the renderer when asked), on Node.js only', async () => {
    await hooks.register();
    expect(mockCalls).toEqual(registered);
  });

  it("onRequestError() hands the error, the request and its context to the shell's reporter, on Node.js only", async () => {
    await hooks.onRequestError(...args);
    expect(mockCalls).toEqual(reported);
  });
});

it('onRequestError() never throws, even when the reporter fails', async () => {
  process.env['NEXT_RUNTIME'] = 'nodejs';
  mockReportFails = true;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(onRequestError(...args)).resolves.toBeUndefined();
  expect(logged).toHaveBeenCalledWith('Failed to report the request error', expect.any(Error));
  logged.mockRestore();
});

it('register() lets an environment error stop the start', async () => {
  process.env['NEXT_RUNTIME'] = 'nodejs';
  mockEnvProblem = 'SHELL_CACHE_TTL_MS: "1m" is not a whole number of milliseconds';
  await expect(register()).rejects.toThrow('SHELL_CACHE_TTL_MS');
  // Nothing installed after it.
  expect(mockCalls).toEqual([]);
});
