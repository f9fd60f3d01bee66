// ESLint flat config for the whole workspace.
// Library boundaries follow DESIGN.md section 2 and are enforced by @nx/enforce-module-boundaries:
// every project carries scope:*, type:* and lib:* tags; the lib:* constraints below are the
// dependency direction, the type:* constraints ban frameworks where they do not belong.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const REACT = ['react', 'react-dom', 'react-dom/*', 'react/*'];
const NEXT = ['next', 'next/*', '@next/*'];

/** Dependency direction of DESIGN.md section 2, as "project may depend on" lists. */
const dependencyDirection = [
  { sourceTag: 'lib:core', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'lib:brand-config', onlyDependOnLibsWithTags: ['lib:core'] },
  { sourceTag: 'lib:i18n', onlyDependOnLibsWithTags: ['lib:core'] },
  { sourceTag: 'lib:request', onlyDependOnLibsWithTags: ['lib:core'] },
  { sourceTag: 'lib:consent', onlyDependOnLibsWithTags: ['lib:core', 'lib:request'] },
  { sourceTag: 'lib:realtime', onlyDependOnLibsWithTags: ['lib:core', 'lib:request', 'lib:consent'] },
  { sourceTag: 'lib:analytics', onlyDependOnLibsWithTags: ['lib:core', 'lib:request', 'lib:consent'] },
  {
    sourceTag: 'lib:shell-ui',
    onlyDependOnLibsWithTags: [
      'lib:core',
      'lib:brand-config',
      'lib:i18n',
      'lib:consent',
      'lib:realtime',
      'lib:analytics',
    ],
  },
  {
    sourceTag: 'lib:shell-next',
    onlyDependOnLibsWithTags: [
      'lib:core',
      'lib:request',
      'lib:brand-config',
      'lib:i18n',
      'lib:consent',
      'lib:analytics',
      'lib:realtime',
      'lib:shell-ui',
    ],
  },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:util'] },
  // Tests, tools and the benchmark run their servers through the workspace tools' process helper
  // (@therapy-shell/workspace-tools/servers).
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:tool'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:data'] },
  // The benchmark measures the shell's features against a bare page, so it may run them (its
  // reference-page server renders with shell-next's installNodeRenderer, as the shell does).
  { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:util', 'type:data', 'type:feature', 'type:tool'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell'] },
  // Frameworks: rules libraries are framework-free; only shell-next and the app import Next.js.
  { sourceTag: 'type:util', bannedExternalImports: [...REACT, ...NEXT] },
  { sourceTag: 'type:data', bannedExternalImports: [...REACT, ...NEXT] },
  { sourceTag: 'type:ui', bannedExternalImports: NEXT },
  { sourceTag: 'lib:consent', bannedExternalImports: NEXT },
  { sourceTag: 'lib:analytics', bannedExternalImports: NEXT },
  { sourceTag: 'lib:realtime', bannedExternalImports: NEXT },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.next-*/**',
      // The brand module `npm run build:brands` writes (tools/scripts/build-brands.mjs).
      '**/.shell-brand/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.nx/**',
      '**/next-env.d.ts',
      '**/*.generated.ts',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          // The one root file outside every project that code imports: how every browser test and
          // measurement launches Chromium (tools/chromium.json, read by shell-e2e, bench, deploy, consumer).
          allow: ['^(\\.\\./)+(tools/)?chromium\\.json$'],
          depConstraints: dependencyDirection,
        },
      ],
    },
  },
  {
    // Workspace config files (Jest, Playwright, Next, Storybook main) read shared root files by path.
    files: ['**/jest.config.cjs', '**/playwright.config.ts', '**/next.config.mjs', '**/.storybook/main.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Object.hasOwn (ES2022, in every browser the apps build for) over
      // Object.prototype.hasOwnProperty.call: the same check in fewer bytes of every page's JavaScript.
      'prefer-object-has-own': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No HTML from data (DESIGN.md section 7): render text and elements instead.',
        },
      ],
    },
  },
  {
    // Code that runs for every page on the server, or for every element of it: on Node 20 an object
    // spread followed by more properties and a rest pattern take V8's slow generic copy
    // (docs/ssr-performance.md, "One rule came out of it"). Copy props by hand here.
    files: [
      'libs/shell-ui/src/link.tsx',
      'libs/shell-ui/src/notification-bell.tsx',
      'libs/shell-ui/src/toaster.tsx',
      'libs/shell-next/src/frame/shell-dialogs.tsx',
      'libs/shell-next/src/frame/shell-notifications.tsx',
      'libs/shell-next/src/pages-router/router-link.tsx',
      'libs/shell-next/src/page-load/app-page-load.ts',
      'libs/shell-next/src/page-load/page-security.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No HTML from data (DESIGN.md section 7): render text and elements instead.',
        },
        {
          selector: 'ObjectPattern > RestElement',
          message: 'A rest pattern on a per-page path: V8 takes its slow generic copy (docs/ssr-performance.md).',
        },
        {
          selector: 'ObjectExpression > SpreadElement ~ Property',
          message:
            'A spread followed by more properties on a per-page path: V8 takes its slow generic copy (docs/ssr-performance.md).',
        },
        {
          selector: 'JSXOpeningElement > JSXSpreadAttribute ~ JSXAttribute',
          message:
            'A spread followed by more props on a per-page path: V8 takes its slow generic copy (docs/ssr-performance.md).',
        },
      ],
    },
  },
  {
    // Types before rules: no module of a library imports, through any chain, a module that imports
    // it back (type-only imports included). A shared type lives in a module of its own that the
    // rules import, never in a rule module that the types would import back.
    files: ['libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Sources import siblings with their .ts/.tsx extension; packages (external) are not followed.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['libs/*/package.json'],
    languageOptions: { parser: await import('jsonc-eslint-parser') },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          ignoredFiles: [
            '{projectRoot}/**/*.spec.{ts,tsx}',
            '{projectRoot}/**/*.stories.{ts,tsx}',
            '{projectRoot}/.storybook/**/*',
            '{projectRoot}/visual/**/*',
            '{projectRoot}/jest.config.cjs',
            '{projectRoot}/vite.config.*',
            // A service worker is bundled whole (its libraries included) into a generated module: not a package import.
            '{projectRoot}/**/*.worker.ts',
          ],
          ignoredDependencies: ['tslib'],
          checkObsoleteDependencies: true,
          checkVersionMismatches: true,
        },
      ],
    },
  },
  prettier,
);
