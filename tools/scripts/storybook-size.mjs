#!/usr/bin/env node
// After Storybook's static build (nx run shell-ui:build-storybook, npm run storybook:build): where it
// is and how big, the folder that designers open without the monorepo and CI keeps as an artifact
// (docs/designers.md).
//
//   node tools/scripts/storybook-size.mjs libs/shell-ui/storybook-static
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? 'libs/shell-ui/storybook-static');
let bytes = 0;
let files = 0;
const walk = (path) => {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(path, entry.name));
    else {
      bytes += statSync(join(path, entry.name)).size;
      files += 1;
    }
  }
};
walk(dir);
const root = resolve(import.meta.dirname, '../..');
console.log(
  `Storybook's static site: ${relative(root, dir)} (${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB): serve it with any static web server, docs/designers.md says how`,
);
