import { BRAND_IDS } from '@therapy-shell/brand-config';

/** Port of the first brand app under test (`E2E_APP_PORT`); brands take the next eight. */
export const FIRST_APP_PORT = Number(process.env['E2E_APP_PORT'] ?? 3101);

/**
 * Brand main's build once more, with its backend stopped: its SHELL_API_ORIGIN is a closed port
 * (the crisis tests of what a visitor gets during an outage).
 */
export const NO_BACKEND_PORT = FIRST_APP_PORT + BRAND_IDS.length;
export const NO_BACKEND_URL = `http://127.0.0.1:${NO_BACKEND_PORT}`;
