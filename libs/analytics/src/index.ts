export { multisiteSyncTargets, MULTISITE_EXCLUDED_SITE_ID } from './multisite.ts';
export type { MultisiteContext } from './multisite.ts';
