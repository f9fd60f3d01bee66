import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServers } from './servers.cjs';

/** A free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether a process is alive (a zombie that no parent reaped yet is not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

// A server that prints a line, starts a grandchild (as npx starts next) that prints its pid, and answers 200.
const SERVER = `
const { spawn } = require('node:child_process');
const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
console.log('grandchild ' + grandchild.pid);
require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
`;

describe('servers (the one process helper of scripts and tests)', () => {
  let dir: string;
  const servers = createServers('spec', { exitOnEarlyExit: false });
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'servers-'));
  });
  afterAll(async () => {
    await servers.stopAll();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts a process with its environment, waits for its URL, keeps and logs its output, and stops its whole group', async () => {
    const port = await freePort();
    const log = join(dir, 'server.log');
    const server = servers.start('server', process.execPath, ['-e', SERVER], {
      env: { ...process.env, PORT: String(port) },
      log,
    });
    const answer = await servers.waitFor(`http://127.0.0.1:${port}/`, { server, timeoutMs: 10_000 });
    expect(answer.status).toBe(200);
    const grandchild = Number(/grandchild (\d+)/.exec(server.output())?.[1]);
    expect(alive(grandchild)).toBe(true);
    expect(readFileSync(log, 'utf8')).toContain(`grandchild ${grandchild}`);

    await server.stop(2_000);
    expect(server.hasExited()).toBe(true);
    expect((await server.exited).signal).toBe('SIGTERM');
    // The grandchild was in the group: it is gone too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(grandchild)).toBe(false);
  });

  it('fails the wait at once, with the last output, when the process ends before it answers', async () => {
    const port = await freePort();
    const server = servers.start('crashing', process.execPath, ['-e', 'console.error("no config"); process.exit(3)']);
    const started = Date.now();
    await expect(servers.waitFor(`http://127.0.0.1:${port}/`, { server, timeoutMs: 30_000 })).rejects.toThrow(
      /crashing exited \(3\) before answering .*\n[\s\S]*no config/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await server.exited).code).toBe(3);
  });

  it('gives up after the timeout with the last answer, and takes only the statuses asked for', async () => {
    const port = await freePort();
    const server = servers.start('teapot', process.execPath, [
      '-e',
      `require('node:http').createServer((q, s) => { s.statusCode = 418; s.end(); }).listen(${port}, '127.0.0.1')`,
    ]);
    await expect(
      servers.waitFor(`http://127.0.0.1:${port}/`, { server, timeoutMs: 1_500, accept: (status) => status === 200 }),
    ).rejects.toThrow(/did not answer within 1.5 s \(last: status 418\)/);
    expect((await servers.waitFor(`http://127.0.0.1:${port}/`, { server })).status).toBe(418);
    await server.stop();
  });

  it('keeps all of the output by default (a script reads every warning), or the last `keep` characters', async () => {
    const print = ['-e', "process.stdout.write('a'.repeat(60000) + 'END')"];
    const all = servers.start('all', process.execPath, print);
    const tail = servers.start('tail', process.execPath, print, { keep: 100 });
    // 'close': the output read to its end (a process may exit before its pipes are drained).
    await Promise.all([all, tail].map(({ child }) => new Promise((resolve) => child.once('close', resolve))));
    expect(all.output()).toHaveLength(60003);
    expect(tail.output()).toBe(`${'a'.repeat(97)}END`);
  });

  it('SIGKILLs a process that ignores SIGTERM after the grace period', async () => {
    const server = servers.start('stubborn', process.execPath, [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000)",
    ]);
    while (!server.output().includes('up')) await new Promise((resolve) => setTimeout(resolve, 50));
    await server.stop(300);
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(alive(server.pid)).toBe(false);
  });
});
