import { delimiter } from 'node:path';
import { DEV_API_BIN, HELP_TEXT, isLoopbackHost, parseDevApiCommand, UsageError } from './cli.ts';

const FIXTURES = '/pkg/fixtures';

function startOptions(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const command = parseDevApiCommand(argv, env, FIXTURES);
  if (command.kind !== 'start') throw new Error(`expected a start command, got ${command.kind}`);
  return command.options;
}

describe('dev-api command line', () => {
  it('starts on 127.0.0.1:4000 with the shipped fixtures, brand main and the default persona when given nothing', () => {
    expect(startOptions([])).toEqual({
      port: 4000,
      host: '127.0.0.1',
      fixturesDirs: [FIXTURES],
      brand: 'main',
      brandCodes: undefined,
      defaultPersona: 'default',
      logger: false,
    });
  });

  it('reads every option from the command line', () => {
    const options = startOptions([
      '--port',
      '5301',
      '--host',
      '::1',
      '--persona',
      'client',
      '--fixtures',
      './personas',
      '--brand',
      'faith',
      '--brand-codes',
      '{"x":"main"}',
      '--log',
    ]);
    expect(options).toEqual({
      port: 5301,
      host: '::1',
      fixturesDirs: ['./personas'],
      brand: 'faith',
      brandCodes: '{"x":"main"}',
      defaultPersona: 'client',
      logger: true,
    });
    expect(startOptions(['-p', '0']).port).toBe(0);
    expect(startOptions(['--port=5302']).port).toBe(5302);
  });

  it('falls back to the environment variables of the workspace (npm start, browser tests)', () => {
    const env = {
      DEV_API_PORT: '4100',
      DEV_API_HOST: 'localhost',
      DEV_API_PERSONA: 'counselor',
      DEV_API_FIXTURES: '/f',
      SHELL_BRAND: 'teen',
      SHELL_BRAND_CODES: '{}',
      DEV_API_LOG: '1',
    };
    expect(startOptions([], env)).toEqual({
      port: 4100,
      host: 'localhost',
      fixturesDirs: ['/f'],
      brand: 'teen',
      brandCodes: '{}',
      defaultPersona: 'counselor',
      logger: true,
    });
  });

  it('lets the command line win over the environment', () => {
    const options = startOptions(['--port', '5303', '--persona', 'client', '--brand', 'pride'], {
      DEV_API_PORT: '4100',
      DEV_API_PERSONA: 'counselor',
      SHELL_BRAND: 'teen',
    });
    expect(options).toMatchObject({ port: 5303, defaultPersona: 'client', brand: 'pride' });
  });

  it('treats empty environment variables as unset', () => {
    expect(
      startOptions([], { DEV_API_HOST: '', DEV_API_PERSONA: '', DEV_API_FIXTURES: '', SHELL_BRAND: '' }),
    ).toMatchObject({
      host: '127.0.0.1',
      defaultPersona: 'default',
      fixturesDirs: [FIXTURES],
      brand: 'main',
    });
  });

  it.each<[string, string[], NodeJS.ProcessEnv, string[]]>([
    ['one --fixtures: that directory alone', ['--fixtures', 'personas'], {}, ['personas']],
    ['--fixtures repeated: each, in order', ['--fixtures', 'a', '--fixtures', 'b'], {}, ['a', 'b']],
    [
      '--with-shipped-personas: the shipped ones last',
      ['--fixtures', 'personas', '--with-shipped-personas'],
      {},
      ['personas', FIXTURES],
    ],
    ['--with-shipped-personas alone: the shipped ones', ['--with-shipped-personas'], {}, [FIXTURES]],
    ['DEV_API_FIXTURES with several directories', [], { DEV_API_FIXTURES: `a${delimiter}b` }, ['a', 'b']],
    [
      'DEV_API_WITH_SHIPPED_PERSONAS=1',
      [],
      { DEV_API_FIXTURES: 'personas', DEV_API_WITH_SHIPPED_PERSONAS: '1' },
      ['personas', FIXTURES],
    ],
    ['--fixtures over DEV_API_FIXTURES', ['--fixtures', 'mine'], { DEV_API_FIXTURES: `a${delimiter}b` }, ['mine']],
    ['a directory named twice, once', ['--fixtures', FIXTURES, '--with-shipped-personas'], {}, [FIXTURES]],
  ])('reads the persona directories: %s', (_case, argv, env, dirs) => {
    expect(startOptions(argv, env).fixturesDirs).toEqual(dirs);
  });

  it('refuses an empty --fixtures', () => {
    expect(() => startOptions(['--fixtures', ''])).toThrow(new UsageError('--fixtures needs a directory.'));
  });

  it('answers --help and --version without starting', () => {
    expect(parseDevApiCommand(['--help'], {}, FIXTURES)).toEqual({ kind: 'help' });
    expect(parseDevApiCommand(['-h', '--port', 'x'], {}, FIXTURES)).toEqual({ kind: 'help' });
    expect(parseDevApiCommand(['--version'], {}, FIXTURES)).toEqual({ kind: 'version' });
    for (const option of [
      '--port',
      '--host',
      '--persona',
      '--fixtures',
      '--with-shipped-personas',
      '--brand',
      '--brand-codes',
      '--log',
      '--help',
      '--version',
    ]) {
      expect(HELP_TEXT).toContain(option);
    }
    expect(HELP_TEXT).toContain(`Usage: ${DEV_API_BIN} [options]`);
  });

  it('refuses a port that is not a port number, naming where it came from', () => {
    expect(() => startOptions(['--port', 'abc'])).toThrow(new UsageError('--port="abc" is not a port number.'));
    expect(() => startOptions(['--port', '70000'])).toThrow('--port="70000" is not a port number.');
    expect(() => startOptions(['--port', ''])).toThrow('--port="" is not a port number.');
    expect(() => startOptions([], { DEV_API_PORT: '4.5' })).toThrow('DEV_API_PORT="4.5" is not a port number.');
  });

  it('refuses a host that is not loopback: dev-api has no authentication', () => {
    expect(() => startOptions(['--host', '0.0.0.0'])).toThrow(/--host="0\.0\.0\.0" is not a loopback address/);
    expect(() => startOptions([], { DEV_API_HOST: '192.168.1.2' })).toThrow(
      /DEV_API_HOST="192\.168\.1\.2" is not a loopback address/,
    );
    expect(() => startOptions(['--host', 'example.com'])).toThrow(UsageError);
  });

  it('refuses an unknown brand with the list of valid ids', () => {
    expect(() => startOptions(['--brand', 'nope'])).toThrow('--brand="nope" is not a brand id. Valid ids: main,');
    expect(() => startOptions(['--brand', ''])).toThrow('--brand needs a brand id. Valid ids: main,');
    expect(() => startOptions([], { SHELL_BRAND: 'nope' })).toThrow('SHELL_BRAND="nope" is not a brand id.');
  });

  it('refuses unknown options and positional arguments', () => {
    expect(() => startOptions(['--bogus'])).toThrow(UsageError);
    expect(() => startOptions(['serve'])).toThrow(UsageError);
    expect(() => startOptions(['--port'])).toThrow(UsageError);
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', 'localhost'])('accepts %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com', '127.example.com', ''])('refuses %s', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
