// /gethelpnow/: the shell's crisis resources page. It needs no backend: during an outage
// it still answers 200 from the build's data, with a plain header and footer.
export { GetHelpNowPage as default } from '@therapy-shell/shell-next';
