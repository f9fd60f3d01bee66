import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server.ts';
import { FixtureError, loadPersonas } from './personas.ts';

const fixturesDir = join(__dirname, '..', 'fixtures');

function tempFixtures(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('dev-api over real HTTP', () => {
  let app: FastifyInstance;
  let origin: string;
  const get = (path: string, persona?: string) =>
    fetch(`${origin}${path}`, persona ? { headers: { cookie: `a=1; dev_persona=${persona}` } } : {});

  beforeAll(async () => {
    app = buildServer({ fixturesDir, brand: 'main' });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('listens on the loopback address only', () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers the default persona without a cookie: a logged-out visitor', async () => {
    const res = await get('/api/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: -1, user_type: 'logged_out_user' });
  });

  it('picks the persona from the dev_persona cookie and fills the rest from defaults', async () => {
    const session = await (await get('/api/session', 'client')).json();
    expect(session).toMatchObject({ id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, is_mobile: false });
  });

  it("serves the served brand's site config", async () => {
    const config = await (await get('/api/site-config')).json();
    expect(config).toMatchObject({ product_code_name: 'main', product_name: 'Therapy Shell' });
  });

  it('serves translations for a language, empty when the persona has none', async () => {
    const res = await get('/api/translations?language=de');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it('answers 422 with a JSON error when the language is missing', async () => {
    const res = await get('/api/translations');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Query parameter "language" is required: a language code such as en or de.',
    });
  });

  it('answers 400 with a clear message for an unknown persona', async () => {
    const res = await get('/api/session', 'nobody');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatch(
      /^Unknown persona "nobody" \(cookie dev_persona\): no file nobody\.json in .*fixtures\. Known personas: .*client, .*default, .*session-fault.*\.$/,
    );
  });

  it('serves the brand named by the dev_brand cookie, so one dev-api serves every brand app', async () => {
    const config = await (await fetch(`${origin}/api/site-config`, { headers: { cookie: 'dev_brand=teen' } })).json();
    expect(config).toMatchObject({ product_code_name: 'teen', product_name: 'Teen Counsel' });
  });

  it('answers 400 for an unknown dev_brand', async () => {
    const res = await fetch(`${origin}/api/site-config`, { headers: { cookie: 'dev_brand=nope' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      'Unknown brand "nope" (cookie dev_brand). Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    );
  });

  it('loads every fixture shipped with dev-api', () => {
    expect([...loadPersonas(fixturesDir).keys()].length).toBeGreaterThanOrEqual(20);
  });

  it('answers with the fault a persona sets for a path', async () => {
    const res = await get('/api/session', 'session-fault');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('boom');
    expect((await get('/api/site-config', 'session-fault')).status).toBe(200);
  });
});

describe('persona config over brand defaults', () => {
  it("serves the brand named by the persona, merged over that brand's defaults", async () => {
    const dir = tempFixtures({ 'default.json': '{"config":{"product_code_name":"faith","features":{"advice":true}}}' });
    const app = buildServer({ fixturesDir: dir, brand: 'main' });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const config = await (await fetch(`${origin}/api/site-config`)).json();
      expect(config).toMatchObject({
        product_code_name: 'faith',
        product_name: 'Faithful Counsel',
        features: { advice: true, social_links_display: true },
      });
    } finally {
      await app.close();
    }
  });
});

describe('malformed fixtures refuse to start, naming the file and the problem', () => {
  it.each([
    ['bad.json', '{ not json', /Persona fixture .*bad\.json is not valid JSON: /],
    ['bad.json', '{"session":{"id":"42"}}', /Persona fixture .*bad\.json is malformed: session\.id: .*expected number/],
    [
      'bad.json',
      '{"sesion":{}}',
      /Persona fixture .*bad\.json is malformed: \(top level\): Unrecognized key: "sesion"/,
    ],
    [
      'bad.json',
      '{"faults":{"api/session":{"status":500}}}',
      /malformed: faults\.api\/session: fault keys are endpoint paths starting with \//,
    ],
    ['bad.json', '{"faults":{"/api/session":{"status":99}}}', /malformed: faults\.\/api\/session\.status: /],
    ['bad name.json', '{}', /the name "bad name" must be letters, digits/],
    [
      'bad.json',
      '{"channels":["private-encrypted-counselor-7-local"]}',
      /malformed: channels\.0: a channel of the shell .*a persona cannot grant it/,
    ],
    ['bad.json', '{"channels":["presence-counselor-7x"]}', /malformed: channels\.0: a channel of the shell/],
    ['bad.json', '{"channels":["private reports"]}', /malformed: channels\.0: a Pusher channel name/],
    ['bad.json', '{"channels":"private-reports-42"}', /malformed: channels: /],
  ])('%s containing %s', (file, text, message) => {
    const dir = tempFixtures({ [file]: text });
    expect(() => loadPersonas(dir)).toThrow(FixtureError);
    expect(() => buildServer({ fixturesDir: dir, brand: 'main' })).toThrow(message);
  });

  it('refuses a missing fixtures directory', () => {
    expect(() => loadPersonas('/nonexistent/fixtures')).toThrow(
      /Persona fixtures directory \/nonexistent\/fixtures cannot be read/,
    );
  });
});
