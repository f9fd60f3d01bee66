/**
 * Site config and translations are the same for every visitor of a site and language: they are
 * kept this long in memory (DESIGN.md section 3). The session is never cached.
 */
export const SHELL_CACHE_TTL_MS = 60_000;
