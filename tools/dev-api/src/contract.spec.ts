import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractProblems } from '@therapy-shell/core';
import { buildServer } from './server.ts';

// dev-api stands in for the backend honestly: every answer it gives, for every persona, meets the
// published contract (core's backendContract, contract/ in the repository) without drift.
const fixturesDir = join(__dirname, '..', 'fixtures');
// Personas that inject faults (5xx, slow answers) test failures, not answers: they are left out.
const personas = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.json'))
  .filter((file) => !('faults' in (JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')) as object)))
  .map((file) => file.replace(/\.json$/, ''));

const GETS = [
  ['session', '/api/session'],
  ['siteConfig', '/api/site-config'],
  ['translations', '/api/translations?language=en'],
  ['translations', '/api/translations?language=de'],
  ['localeSelector', '/api/locale/selector'],
  ['unsubscribeAvailability', '/api/subscription/unsubscribe/availability'],
  ['withdrawalAvailability', '/api/withdrawal/availability'],
  ['assignExperiments', '/api/internal/presignup_experiments/assign?experimentNames[]=FF_TREEHOUSE'],
] as const;

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = buildServer({ fixturesDir, brand: 'main' });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe("dev-api's answers meet the backend contract", () => {
  it('has personas to check', () => expect(personas.length).toBeGreaterThan(20));

  it.each(personas)('persona %s: every answer the shell reads', async (persona) => {
    const problems: Record<string, string[]> = {};
    let checked = 0;
    for (const [answer, path] of GETS) {
      const res = await fetch(`${origin}${path}`, { headers: { cookie: `dev_persona=${persona}` } });
      if (res.status !== 200) continue;
      checked += 1;
      const found = contractProblems(answer, await res.json());
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['socketToken', '/api/socket', { action: 'generate_token' }],
    ['presignupExperiments', '/api/presignup_experiments', { 'experimentNames[]': 'FF_TREEHOUSE' }],
    [
      'pusherAuthorization',
      '/api/pusher-user-authorization',
      { socket_id: '123.456', channel_name: 'private-encrypted-client-42', csrf_token: 'csrf-1' },
    ],
    ['pusherAuthentication', '/api/pusher-user-authentication', { socket_id: '123.456', csrf_token: 'csrf-1' }],
    ['unsubscribe', '/api/subscription/unsubscribe/', { email: 'client@example.com', csrf_token: 'csrf-1' }],
    ['confirmCookieChoices', '/api/confirm_cookie_choices/', { csrf_token: 'csrf-1' }],
    ['pusherTrigger', '/api/pusher-trigger', { channel: 'private-encrypted-client-42', event: 'typing', data: '{}' }],
  ] as const)('%s: POST %s', async (answer, path, form) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { cookie: 'dev_persona=client', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(res.status).toBe(200);
    expect(contractProblems(answer, await res.json())).toEqual([]);
  });
});
