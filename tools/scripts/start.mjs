#!/usr/bin/env node
// npm start: dev-api and the shell's app in development on http://localhost:3000. SHELL_ROUTER picks
// the app: `pages` (default, apps/shell) or `app` (the App Router, apps/shell-app); SHELL_BRAND and
// DEV_API_FIXTURES apply to both the same way. Nx runs dev-api first (the app's `dev` target depends
// on it) and stops both with this process; a wrong SHELL_ROUTER stops with the valid values.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROUTERS = { pages: 'shell', app: 'shell-app' };
const router = process.env.SHELL_ROUTER || 'pages';
const project = ROUTERS[router];
if (!project) {
  console.error(
    `npm start: SHELL_ROUTER="${router}" is not a router. Valid values: ${Object.keys(ROUTERS).join(', ')}.`,
  );
  process.exit(2);
}

// Which Node runs it: through npm, node_modules/.bin's Node 24 (README, versions).
console.log(`npm start: Node ${process.version} (${process.execPath}), SHELL_ROUTER=${router}`);
if (Number(process.versions.node.split('.')[0]) < 22)
  console.warn(
    `npm start: Node ${process.version} is older than the packages promise (^22.12.0 || >=24.0.0): run \`npm start\`, which uses node_modules' Node 24.`,
  );

const child = spawn('npx', ['nx', 'run', `${project}:dev`, '--outputStyle=stream'], {
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  stdio: 'inherit',
});
// Ctrl+C reaches the whole foreground process group by itself; a SIGTERM sent to this process alone
// is passed on, so `kill <pid>` stops dev-api and the app too.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
