// npm run dev: dev-api (the backend stand-in, with this app's personas and mocks, then its shipped
// personas for the names personas/ lacks) on :4000, and `next dev` on :3000 against it. Ctrl-C stops both; if one stops, so does the other.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev-api'], { stdio: 'inherit' }),
  spawn('npx', ['next', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, SHELL_API_ORIGIN: process.env.SHELL_API_ORIGIN ?? 'http://127.0.0.1:4000' },
  }),
];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
