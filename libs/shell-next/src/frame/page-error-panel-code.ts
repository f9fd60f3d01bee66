// The error panel's code, a module of its own so that it loads when a page throws (page-error-panel.tsx).
export { PageErrorPanel as default } from '@therapy-shell/shell-ui';
