// Shared Jest settings for every project. Each project's jest.config.cjs spreads this.
// Workspace libraries resolve to their TypeScript source (the same thing the
// "@therapy-shell/source" export condition does for TypeScript and Next.js).
const path = require('node:path');

const root = __dirname;

/** @type {import('jest').Config} */
module.exports = {
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // The workspace tools' process helper and browser finder (tools/scripts/package.json "exports").
    '^@therapy-shell/workspace-tools/(servers|chromium)$': path.join(root, 'tools/scripts/src/$1.cjs'),
    '^@therapy-shell/([a-z0-9-]+)$': path.join(root, 'libs/$1/src/index.ts'),
    // Entries that are one file (package.json "exports", condition @therapy-shell/source), then the
    // entries that are a folder's index.
    '^@therapy-shell/shell-next/(server|next-config|jest|testing|app|app-client)$': path.join(
      root,
      'libs/shell-next/src/$1.ts',
    ),
    '^@therapy-shell/shell-ui/icons$': path.join(root, 'libs/shell-ui/src/icons.ts'),
    '^@therapy-shell/([a-z0-9-]+)/([a-z0-9-]+)$': path.join(root, 'libs/$1/src/$2/index.ts'),
    // brand-config's every-brand module (its package.json "imports"; an app's build aliases it to one brand).
    '^#brand-config/brands$': path.join(root, 'libs/brand-config/src/brands/index.ts'),
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(root, 'tools/jest/style-stub.cjs'),
  },
  // intl-messageformat and @formatjs ship ESM only: compile them to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  clearMocks: true,
  restoreMocks: true,
};
