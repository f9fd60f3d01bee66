// Constants of the App Router integration, each with its reason.

/** The request header that carries the token of the load the proxy kept for the render. */
export const APP_LOAD_HEADER = 'x-therapy-shell-load';

/** The request header that carries the page's nonce to the render (Next.js's own scripts read the policy). */
export const APP_NONCE_HEADER = 'x-nonce';

/** /gethelpnow/: the crisis page, which waits only briefly for the shell's answers (spec 2.1). */
export const APP_CRISIS_PATH = '/gethelpnow/';
