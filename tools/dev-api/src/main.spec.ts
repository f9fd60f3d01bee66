import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The built entry point, as `npm start` and the browser tests run it.
const main = join(__dirname, '..', 'dist', 'main.js');

describe('dev-api entry point', () => {
  it('refuses to start on a malformed fixture, naming the file and the problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-main-'));
    writeFileSync(join(dir, 'client.json'), '{"session":{"user_type":"admin"}}');
    const result = spawnSync(process.execPath, [main], {
      env: { ...process.env, DEV_API_FIXTURES: dir, DEV_API_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `dev-api refused to start: Persona fixture ${join(dir, 'client.json')} is malformed: session.user_type:`,
    );
  });

  it('refuses to start for a wrong SHELL_BRAND, listing the valid ids', () => {
    const result = spawnSync(process.execPath, [main], {
      env: { ...process.env, SHELL_BRAND: 'nope', DEV_API_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SHELL_BRAND="nope" is not a brand id. Valid ids: main, organisation');
  });

  it('refuses a DEV_API_PORT that is not a port', () => {
    const result = spawnSync(process.execPath, [main], {
      env: { ...process.env, DEV_API_PORT: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DEV_API_PORT="abc" is not a port number.');
  });

  it('listens on 127.0.0.1 at DEV_API_PORT and serves the fixtures of DEV_API_FIXTURES', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-main-'));
    writeFileSync(join(dir, 'default.json'), '{"session":{"id":5,"user_type":"counselor"}}');
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, DEV_API_FIXTURES: dir, DEV_API_PORT: '0' },
    });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`dev-api exited with ${code}`)));
      });
      const session = await (await fetch(`${address}/api/session`)).json();
      expect(session).toMatchObject({ id: 5, user_type: 'counselor' });
    } finally {
      child.kill('SIGTERM');
    }
  });

  it("serves an app's personas first and the shipped ones for the names it lacks (--with-shipped-personas)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-main-'));
    writeFileSync(join(dir, 'client.json'), '{"session":{"id":99,"user_type":"client"}}');
    const child = spawn(process.execPath, [main, '--port', '0', '--fixtures', dir, '--with-shipped-personas']);
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`dev-api exited with ${code}`)));
      });
      const session = (persona: string) =>
        fetch(`${address}/api/session`, { headers: { cookie: `dev_persona=${persona}` } }).then((r) => r.json());
      expect(await session('client')).toMatchObject({ id: 99, user_type: 'client' });
      expect(await session('counselor')).toMatchObject({ id: 7, user_type: 'counselor' });
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('prints its help with --help and exits 0, without listening', () => {
    const result = spawnSync(process.execPath, [main, '--help'], { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: therapy-shell-dev-api [options]');
    expect(result.stdout).toContain('--persona <name>');
  });

  it('refuses an unknown option with a pointer to --help', () => {
    const result = spawnSync(process.execPath, [main, '--prot', '5301'], { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("dev-api refused to start: Unknown option '--prot'");
    expect(result.stderr).toContain('Run therapy-shell-dev-api --help for the options.');
  });

  it('refuses an unknown --persona, listing the known ones', () => {
    const result = spawnSync(process.execPath, [main, '--port', '0', '--persona', 'nobody'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /dev-api refused to start: Unknown default persona "nobody": no file nobody\.json in .*fixtures\. Known personas: .*client/,
    );
  });

  it('serves the --persona given on the command line to a visitor without a cookie, on the --port given', async () => {
    const child = spawn(process.execPath, [main, '--port', '0', '--persona', 'counselor'], {
      env: { ...process.env, DEV_API_PORT: 'not-used' },
    });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`dev-api exited with ${code}`)));
      });
      expect(await (await fetch(`${address}/api/session`)).json()).toMatchObject({ id: 7, user_type: 'counselor' });
      const visitor = await (
        await fetch(`${address}/api/session`, { headers: { cookie: 'dev_persona=client' } })
      ).json();
      expect(visitor).toMatchObject({ id: 42, user_type: 'client' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
