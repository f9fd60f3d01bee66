export { multisiteSyncTargets, MULTISITE_EXCLUDED_SITE_ID } from './multisite.ts';
export type { MultisiteContext } from './multisite.ts';
export { silentEvents } from './events.ts';
export type { ShellEventName, ShellEventSink } from './events.ts';
