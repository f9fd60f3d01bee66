// Types of servers.cjs, for the TypeScript that uses it (the benchmark).
import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare const quietEnv: NodeJS.ProcessEnv;

export interface StartOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** A file the process's output is written to as it comes (the command line first). */
  log?: string;
  /** How many characters of the output `output()` keeps (default: all). */
  keep?: number;
}

export interface Server {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  readonly log: string | undefined;
  /** Resolves when the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** The last of its output, stdout and stderr together. */
  output(): string;
  hasExited(): boolean;
  /** Sends a signal to the process itself (not its group). */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM to the group, SIGKILL after `graceMs` (default 5,000); resolves when it has ended. */
  stop(graceMs?: number): Promise<void>;
}

export interface WaitOptions {
  /** The server that should answer: its end fails the wait at once, with its output. */
  server?: Server;
  timeoutMs?: number;
  /** The statuses that count as an answer (default: below 500). */
  accept?: (status: number) => boolean;
}

export interface Servers {
  start(name: string, command: string, args: readonly string[], options?: StartOptions): Server;
  waitFor(url: string, options?: WaitOptions): Promise<Response>;
  stopAll(graceMs?: number): Promise<void>;
  startDevApi(port: number, env?: NodeJS.ProcessEnv): Promise<Server>;
  startShellApp(options: { brand: string; port: number; apiOrigin: string; env?: NodeJS.ProcessEnv }): Promise<Server>;
}

export declare function createServers(label: string, options?: { exitOnEarlyExit?: boolean }): Servers;
