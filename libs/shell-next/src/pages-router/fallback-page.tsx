// The fallback page's code on its own: shell-app.tsx loads it only on a page whose page-load step
// failed, so it is not in every page's first-load JavaScript.
export { FallbackErrorPage as default } from '@therapy-shell/shell-ui';
