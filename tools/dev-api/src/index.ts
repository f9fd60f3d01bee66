export { buildServer, PERSONA_COOKIE } from './server.ts';
export type { DevApiOptions } from './server.ts';
export { loadPersonas, personaSchema, FixtureError } from './personas.ts';
export type { Persona } from './personas.ts';
