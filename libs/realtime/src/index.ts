export { shouldConnect, TEMPLATES_WITHOUT_REALTIME } from './should-connect.ts';
export type { RealtimeContext } from './should-connect.ts';
