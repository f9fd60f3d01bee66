'use client';

// The root layout failing in the browser: the fallback page with the crisis help, reported once.
export { ShellAppGlobalError as default } from '@therapy-shell/shell-next/app-client';
