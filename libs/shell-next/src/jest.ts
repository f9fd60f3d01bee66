// @therapy-shell/shell-next/jest: a product team's Jest configuration (jest.config.mjs), for tests
// that import the shell's packages. Node only, without React or Next.js.
export { withShellJest } from './config/with-shell-jest.ts';
