import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BrandCodeMap } from '@therapy-shell/brand-config';
import { answerError } from '../errors.ts';
import { registerFormParsers } from '../forms.ts';
import { loadPersonas } from '../personas.ts';
import { personasPlugin } from './personas.ts';
import { shellEndpointsPlugin } from './shell-endpoints.ts';

const fixturesDir = join(__dirname, '..', '..', 'fixtures');

// Personas and the shell endpoints only (no faults), over real HTTP.
async function shellServer(
  dir: string,
  brandCodes: BrandCodeMap = {},
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify();
  app.setErrorHandler(answerError);
  registerFormParsers(app);
  app.register(personasPlugin, { personas: loadPersonas(dir), fixturesDir: dir, brand: 'main' });
  app.register(shellEndpointsPlugin, { brandCodes });
  return { app, origin: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

describe('shell endpoints', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await shellServer(fixturesDir));
  });
  afterAll(() => app.close());

  const get = (path: string, cookie?: string) => fetch(`${origin}${path}`, cookie ? { headers: { cookie } } : {});
  const form = (path: string, body: string, cookie = 'dev_persona=client') =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body,
    });

  it("answers the session of the visitor's persona over a logged-out visitor", async () => {
    expect(await (await get('/api/session', 'dev_persona=client')).json()).toMatchObject({
      id: 42,
      user_type: 'client',
      is_mobile: false,
      csrf_token: 'dev-csrf-token',
    });
  });

  it('points the tracker and the error reporter at the sinks on the port dev-api serves', async () => {
    const port = new URL(origin).port;
    expect(await (await get('/api/site-config')).json()).toMatchObject({
      snowplow_external_endpoint: `http://127.0.0.1:${port}`,
      error_logging: { dsn: `http://public@127.0.0.1:${port}/1` },
    });
  });

  it('answers the site config of the brand the dev_brand cookie names', async () => {
    expect(await (await get('/api/site-config', 'dev_brand=pride')).json()).toMatchObject({
      product_code_name: 'pride',
      product_name: 'Pride Counselling',
    });
  });

  it('answers 400 for an unknown dev_brand on the site config', async () => {
    expect((await get('/api/site-config', 'dev_brand=nope')).status).toBe(400);
  });

  it.each([
    ['en', 200, {}],
    ['de-AT', 200, {}],
    ['german', 422, { error: 'Query parameter "language" is required: a language code such as en or de.' }],
  ])('answers translations?language=%s with %i', async (language, status, body) => {
    const res = await get(`/api/translations?language=${language}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
  });

  it.each([
    [
      'client',
      {
        show_language_selector: true,
        languages: [
          { language: 'en', language_readable: 'English' },
          { language: 'de', language_readable: 'Deutsch' },
        ],
      },
    ],
    ['language-selector-hidden', { show_language_selector: false }],
  ])('answers the locale selector of persona %s', async (persona, expected) => {
    expect(await (await get('/api/locale/selector', `dev_persona=${persona}`)).json()).toMatchObject(expected);
  });

  it.each([
    ['default', false],
    ['client', true],
    ['counselor', false],
  ])('offers cancellation to persona %s: %p', async (persona, shown) => {
    expect(await (await get('/api/subscription/unsubscribe/availability', `dev_persona=${persona}`)).json()).toEqual({
      show_cancel_subscription: shown,
    });
  });

  it.each([
    ['client', false],
    ['client-eu', true],
  ])('offers the withdrawal form to persona %s: %p', async (persona, shown) => {
    expect(await (await get('/api/withdrawal/availability', `dev_persona=${persona}`)).json()).toEqual({
      show_withdrawal: shown,
    });
  });

  it.each([
    ['client', { status: 'success' }],
    ['cannot-unsubscribe', { status: 'failure', message: 'cannot_unsubscribe_BHB' }],
  ])('unsubscribes persona %s with %o', async (persona, expected) => {
    expect(
      await (
        await form('/api/subscription/unsubscribe/', 'email=client%40example.com', `dev_persona=${persona}`)
      ).json(),
    ).toEqual(expected);
  });

  it('confirms cookie choices', async () => {
    expect(await (await form('/api/confirm_cookie_choices/', 'csrf_token=t')).json()).toEqual({ status: 'success' });
  });

  it('assigns experiments from the persona, null for unknown names', async () => {
    const res = await form('/api/presignup_experiments', 'experimentNames[]=SOME_EXPERIMENT&experimentNames[]=OTHER');
    expect(await res.json()).toEqual({ SOME_EXPERIMENT: 'variant_a', OTHER: null });
  });

  it('assigns experiments server side from the query', async () => {
    const res = await get(
      '/api/internal/presignup_experiments/assign?experimentNames[]=SOME_EXPERIMENT',
      'dev_persona=client',
    );
    expect(await res.json()).toEqual({ SOME_EXPERIMENT: 'variant_a' });
  });

  it('answers 422 for an assignment without experiment names', async () => {
    const res = await get('/api/internal/presignup_experiments/assign', 'dev_persona=client');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: '"experimentNames[]" is required: one or more experiment names' });
  });

  it.each([
    ['', '"session_id" is required'],
    ['?session_id=s&action=other', 'Unknown action "other": expected set_snowplow_id'],
  ])('answers 422 for the multisite cookie call %s', async (query, error) => {
    const res = await get(`/api/multi_cookie/${query}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error });
  });

  it('sends no CORS headers to a multisite cookie call without an Origin', async () => {
    const res = await get('/api/multi_cookie/?session_id=s&action=set_snowplow_id');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('site config of a persona naming a product code', () => {
  it.each([
    [
      'a code SHELL_BRAND_CODES maps to a brand',
      'acme-care',
      { product_code_name: 'acme-care', product_name: 'Faithful Counsel' },
    ],
    [
      'an unknown code, served as given over the served brand',
      'nobody-knows',
      { product_code_name: 'nobody-knows', product_name: 'Therapy Shell' },
    ],
  ])('%s', async (_case, code, expected) => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-shell-'));
    writeFileSync(join(dir, 'default.json'), JSON.stringify({ config: { product_code_name: code } }));
    const { app, origin } = await shellServer(dir, { 'acme-care': 'faith' });
    try {
      expect(await (await fetch(`${origin}/api/site-config`)).json()).toMatchObject(expected);
    } finally {
      await app.close();
    }
  });
});
