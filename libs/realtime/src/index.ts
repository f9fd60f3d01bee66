export { shouldConnect, TEMPLATES_WITHOUT_REALTIME } from './should-connect.js';
export type { RealtimeContext } from './should-connect.js';
