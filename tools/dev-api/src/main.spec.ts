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
    expect(result.stderr).toContain(`dev-api refused to start: Persona fixture ${join(dir, 'client.json')} is malformed: session.user_type:`);
  });

  it('refuses to start for a wrong SHELL_BRAND, listing the valid ids', () => {
    const result = spawnSync(process.execPath, [main], { env: { ...process.env, SHELL_BRAND: 'nope', DEV_API_PORT: '0' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SHELL_BRAND="nope" is not a brand id. Valid ids: main, organisation');
  });

  it('refuses a DEV_API_PORT that is not a port', () => {
    const result = spawnSync(process.execPath, [main], { env: { ...process.env, DEV_API_PORT: 'abc' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DEV_API_PORT="abc" is not a port number.');
  });

  it('listens on 127.0.0.1 at DEV_API_PORT and serves the fixtures of DEV_API_FIXTURES', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-main-'));
    writeFileSync(join(dir, 'default.json'), '{"session":{"id":5,"user_type":"counselor"}}');
    const child = spawn(process.execPath, [main], { env: { ...process.env, DEV_API_FIXTURES: dir, DEV_API_PORT: '0' } });
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
});
