export { buildServer, PERSONA_COOKIE } from './server.js';
export type { DevApiOptions } from './server.js';
export { loadPersonas, personaSchema, FixtureError } from './personas.js';
export type { Persona } from './personas.js';
