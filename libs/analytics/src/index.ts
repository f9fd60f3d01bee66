export { multisiteSyncTargets, MULTISITE_EXCLUDED_SITE_ID } from './multisite.js';
export type { MultisiteContext } from './multisite.js';
