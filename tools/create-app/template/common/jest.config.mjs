// Jest for the app's component tests (npm test): next/jest compiles TypeScript with Next.js's own
// compiler, reads next.config.mjs and stubs stylesheets; withShellJest lets Jest compile the shell's
// packages and their ES-module-only dependencies (shell-next's README, "Testing").
import nextJest from 'next/jest.js';
import { withShellJest } from '@therapy-shell/shell-next/jest';

const createJestConfig = nextJest({ dir: './' });

export default withShellJest(createJestConfig({ testEnvironment: 'jsdom' }));
