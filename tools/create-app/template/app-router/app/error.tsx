'use client';

// A page that throws: the error panel inside the shell, reported once, with a retry.
export { ShellAppError as default } from '@therapy-shell/shell-next/app-client';
