import { join } from 'node:path';
import { deployedNodeFlags, dockerfileNodeFlags } from './node-flags.cjs';

describe("the image's Node.js flags (what the benchmark starts its servers with)", () => {
  it.each([
    [
      'flags before the script',
      'FROM node:20 AS run\nCMD ["node", "--a=1", "--b", "serve.mjs", "--not-node"]\n',
      ['--a=1', '--b'],
    ],
    ['no flags', 'FROM node:20\nCMD ["node", "serve.mjs"]\n', []],
    ['on continuation lines', 'FROM node:20\nCMD ["node", \\\n  "--a=1", \\\n  "serve.mjs"]\n', ['--a=1']],
    [
      'only in the last stage',
      'FROM node:20 AS build\nCMD ["node", "--build-only", "x.mjs"]\nFROM node:20 AS run\n',
      [],
    ],
    ['the later of two', 'FROM node:20\nCMD ["node", "--a=1", "x.mjs"]\nCMD ["node", "--b=2", "x.mjs"]\n', ['--b=2']],
    ['not in a comment', 'FROM node:20\n# CMD ["node", "--commented", "x.mjs"]\n', []],
    ['not of another program', 'FROM node:20\nCMD ["npm", "--silent", "start"]\n', []],
    ['none at all', 'FROM node:20\nENTRYPOINT ["node"]\n', []],
    [
      "not the health check's",
      'FROM node:20\nHEALTHCHECK --interval=15s \\\n  CMD ["node", "-e", "x"]\nCMD ["node", "--a=1", "serve.mjs"]\n',
      ['--a=1'],
    ],
  ])('reads the node flags of a Dockerfile: %s', (_case, dockerfile, expected) => {
    expect(dockerfileNodeFlags(dockerfile)).toEqual(expected);
  });

  it('says so when the CMD is in shell form, whose flags it cannot read', () => {
    expect(() => dockerfileNodeFlags('FROM node:20\nCMD node --a=1 serve.mjs\n')).toThrow(/exec form/);
    expect(() => dockerfileNodeFlags('FROM node:20\nCMD ["node", 1]\n')).toThrow(/array of strings/);
  });

  it("reads the repository's Dockerfile: the young generation's size the server runs with", () => {
    const flags = deployedNodeFlags(join(__dirname, '../../../..'));
    expect(flags).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-semi-space-size=\d+$/)]));
    expect(flags).toEqual(expect.arrayContaining([expect.stringMatching(/^--min-semi-space-size=\d+$/)]));
  });
});
