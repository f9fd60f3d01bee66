// The page's request client's settings, for the App Router's root to load when a navigation brings a
// new CSRF token (app-router/app-shell.tsx imports this module lazily: the request client is in no
// page's first load).
export { configureBrowserClient } from '@therapy-shell/request';
