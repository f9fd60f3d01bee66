// The shell's crisis resources page: it needs no backend.
export { GetHelpNowPage as default } from '@therapy-shell/shell-next';
