// Servers the benchmark starts (dev-api, next start) and the commands it times: each server runs
// in a process group of its own, so stopping it stops everything it started, and every server still
// running when the benchmark ends (or is interrupted) is stopped.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createServers } from '@therapy-shell/workspace-tools/servers';

export interface Server {
  readonly name: string;
  readonly pid: number;
  readonly url: string;
  /** Last lines the server printed (shown when it fails). */
  output(): string;
  stop(): Promise<void>;
}

// The workspace's one process helper: a process group per server, stopped on exit, error or Ctrl-C.
const servers = createServers('bench', { exitOnEarlyExit: false });

/** Stops every server still running. */
export function stopAll(): Promise<void> {
  return servers.stopAll(8000);
}

/** Whether something accepts connections on 127.0.0.1:<port>. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a server and waits until `readyUrl` answers 2xx (within `timeoutMs`). Refuses a port that
 * is already taken (another session's server would be measured instead).
 *
 * @example
 * const api = await startServer({ name: 'dev-api', command: 'node', args: ['tools/dev-api/dist/main.js'], cwd: root, env, port: 5102, readyPath: '/__dev/health' });
 */
export async function startServer(options: ServerOptions): Promise<Server> {
  // A server that exits before it is ready is tried again: on a shared machine another build may be
  // rewriting a library's dist/ at that moment.
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof ServerExitedError)) throw error;
      process.stderr.write(
        `bench: ${options.name} exited before it was ready (attempt ${attempt} of ${attempts}), trying again in 10 s\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

/** What {@link startServer} starts. */
export interface ServerOptions {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  timeoutMs?: number;
  /** Starts tried when the server exits before it is ready (default 3). */
  attempts?: number;
}

/** The server process ended before it answered its readiness path. */
class ServerExitedError extends Error {
  override readonly name = 'ServerExitedError';
}

async function startServerOnce(options: ServerOptions): Promise<Server> {
  if (await portInUse(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use: ${options.name} cannot start there. Stop what listens on it (the benchmark uses ports 5100-5199).`,
    );
  }
  const started = servers.start(options.name, options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    keep: 8000,
  });
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    name: options.name,
    pid: started.pid,
    url,
    output: () => started.output().split('\n').slice(-40).join('\n'),
    stop: () => started.stop(8000),
  };
  try {
    await servers.waitFor(`${url}${options.readyPath}`, {
      server: started,
      timeoutMs: options.timeoutMs ?? 60_000,
      accept: (status) => status >= 200 && status < 300,
    });
    return server;
  } catch (error) {
    if (started.hasExited())
      throw new ServerExitedError(
        `${options.name} exited with code ${started.child.exitCode} before it was ready:\n${server.output()}`,
      );
    await server.stop();
    throw error;
  }
}

/** Process ids of a process and all its descendants (from /proc). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const current = out[i] as number;
    const tasks = `/proc/${current}/task`;
    if (!existsSync(tasks)) continue;
    for (const task of readdirSync(tasks)) {
      try {
        const children = readFileSync(`${tasks}/${task}/children`, 'utf8').trim();
        if (children) out.push(...children.split(/\s+/).map(Number));
      } catch {
        // the task ended
      }
    }
  }
  return [...new Set(out)];
}

/** VmRSS of a process in bytes (from /proc/<pid>/status); undefined when it is gone. */
export function rssOf(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far (user + system, from /proc), in milliseconds; undefined when
 * it cannot be read (another OS, the process gone).
 *
 * @example
 * const before = cpuMsOf(pid);
 */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : undefined;
  } catch {
    return undefined;
  }
}

/** USER_HZ of Linux /proc figures (100 on every common architecture). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The Next.js server process of a `next start` (the process titled `next-server`, else the one started).
 *
 * @example
 * rssOf(nextServerPid(server.pid));
 */
export function nextServerPid(pid: number): number {
  for (const candidate of processTree(pid)) {
    try {
      const title = readFileSync(`/proc/${candidate}/cmdline`, 'utf8');
      if (title.startsWith('next-server')) return candidate;
    } catch {
      // gone
    }
  }
  return pid;
}

/**
 * Runs a command to completion, its output passed through (and kept when `capture`), and times it.
 *
 * @example
 * const { seconds } = await runTimed('npm', ['run', 'build:brands'], { cwd: root, env });
 */
export function runTimed(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; capture?: boolean; quiet?: boolean },
): Promise<{ seconds: number; output: string }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (options.capture) output += chunk.toString('utf8');
      if (!options.quiet) stream.write(chunk);
    };
    child.stdout?.on('data', forward(process.stdout));
    child.stderr?.on('data', forward(process.stderr));
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve({ seconds, output });
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} failed with exit code ${code}${options.quiet && output ? `:\n${output.slice(-4000)}` : ''}`,
          ),
        );
    });
  });
}
