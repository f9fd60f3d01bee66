// The Node.js flags the shell's image runs its server with: the options between `node` and the
// script in the `CMD` of the Dockerfile's last stage (V8's heap flags such as --min-semi-space-size
// are refused in NODE_OPTIONS, so the image passes them on the command line). `npm run bench`,
// `npm run soak` and tools/bench/profile-functions.mjs start every server they measure with them, so
// their figures are those of the server as deployed (and the reference pages run on the same settings).
'use strict';

const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The `node` flags of the exec-form `CMD` of a Dockerfile's last stage; none without one. */
function dockerfileNodeFlags(dockerfile) {
  // Continuation lines joined, comments left out; only the last stage is the image that runs.
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const lastStage = lines.reduce((start, line, i) => (/^FROM\s/i.test(line) ? i : start), 0);
  const command = lines
    .slice(lastStage)
    .filter((line) => /^CMD\s/i.test(line))
    .at(-1);
  if (command === undefined) return [];
  let argv;
  try {
    argv = JSON.parse(command.replace(/^CMD\s+/i, ''));
  } catch {
    throw new Error(`The Dockerfile's CMD is not in exec form (a JSON array): ${command}`);
  }
  if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string'))
    throw new Error(`The Dockerfile's CMD is not in exec form (a JSON array of strings): ${command}`);
  if (argv[0] !== 'node') return [];
  const script = argv.findIndex((arg, i) => i > 0 && !arg.startsWith('-'));
  return argv.slice(1, script < 0 ? argv.length : script);
}

/** The image's `node` flags: those of the Dockerfile at the repository's root. */
function deployedNodeFlags(root) {
  return dockerfileNodeFlags(readFileSync(join(root, 'Dockerfile'), 'utf8'));
}

module.exports = { dockerfileNodeFlags, deployedNodeFlags };
