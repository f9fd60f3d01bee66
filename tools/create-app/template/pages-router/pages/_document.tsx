export { ShellDocument as default } from '@therapy-shell/shell-next';
