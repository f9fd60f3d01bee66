import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerError } from '../errors.ts';
import { loadPersonas } from '../personas.ts';
import { checkDefaultPersona, createPersonaDirectory, personasPlugin, sessionOf } from './personas.ts';

const fixturesDir = join(__dirname, '..', '..', 'fixtures');

// The personas plugin alone over real HTTP, with routes that show what it resolved. (app.inject is
// not used: under Jest, light-my-request cannot load its ESM-only cookie dependency.)
async function probeServer(dir = fixturesDir): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify();
  app.setErrorHandler(answerError);
  app.register(personasPlugin, { personas: loadPersonas(dir), fixturesDir: dir, brand: 'main' });
  app.get('/visitor', async (request) => ({
    name: request.visitor().name,
    session: sessionOf(request.visitor().persona),
  }));
  app.get('/brand', async (request) => ({ brand: request.servedBrand() }));
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin };
}

describe('personas plugin', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await probeServer());
  });
  afterAll(() => app.close());

  const get = (path: string, cookie?: string) =>
    fetch(`${origin}${path}`, cookie === undefined ? {} : { headers: { cookie } });
  const visitor = async (cookie?: string) => (await get('/visitor', cookie)).json();

  it('gives the default persona to a visitor without a dev_persona cookie', async () => {
    expect(await visitor()).toMatchObject({ name: 'default', session: { id: -1, user_type: 'logged_out_user' } });
  });

  it('gives the default persona for an empty dev_persona cookie', async () => {
    expect(await visitor('dev_persona=')).toMatchObject({ name: 'default' });
  });

  it('picks the persona named by the dev_persona cookie among other cookies', async () => {
    expect(await visitor('a=1; dev_persona=client; b=2')).toMatchObject({
      name: 'client',
      session: { id: 42, user_type: 'client' },
    });
  });

  it('reads a URL-encoded dev_persona cookie', async () => {
    expect(await visitor('dev_persona=client%2Dmobile')).toMatchObject({ name: 'client-mobile' });
  });

  it('answers 400 naming the fixtures directory and the known personas for an unknown persona', async () => {
    const res = await get('/visitor', 'dev_persona=nobody');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(
      /^Unknown persona "nobody" \(cookie dev_persona\): no file nobody\.json in .*fixtures\. Known personas: .*client, .*default, .*\.$/,
    );
  });

  it('answers 400 for a dev_persona cookie that cannot be a file name', async () => {
    const res = await get('/visitor', 'dev_persona=..%2Fetc');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(
      /^Unknown persona "\.\.\/etc" \(cookie dev_persona\): not a valid persona name\. Known personas: /,
    );
  });

  it('serves the server brand without a dev_brand cookie', async () => {
    expect(await (await get('/brand')).json()).toEqual({ brand: 'main' });
  });

  it('serves the brand named by the dev_brand cookie', async () => {
    expect(await (await get('/brand', 'dev_brand=teen')).json()).toEqual({ brand: 'teen' });
  });

  it('answers 400 listing the valid ids for an unknown dev_brand', async () => {
    const res = await get('/brand', 'dev_brand=nope');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error:
        'Unknown brand "nope" (cookie dev_brand). Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    });
  });

  it('resolves the brand only when a route asks for it', async () => {
    const res = await get('/visitor', 'dev_brand=nope; dev_persona=client');
    expect(res.status).toBe(200);
  });

  it('decorates the server with the persona directory', () => {
    expect(app.personas.names()).toEqual(expect.arrayContaining(['default', 'client', 'session-fault']));
    expect(app.personas.has('client')).toBe(true);
  });
});

describe('persona directory', () => {
  it('resolves a visitor from a Cookie header without a request', () => {
    const directory = createPersonaDirectory({ personas: loadPersonas(fixturesDir), fixturesDir, brand: 'faith' });
    expect(directory.visitorOf('dev_persona=counselor').persona.session).toMatchObject({
      id: 7,
      user_type: 'counselor',
    });
    expect(directory.brandOf(undefined)).toBe('faith');
  });

  it('gives a logged-out visitor without a cookie when there is no default.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-personas-'));
    writeFileSync(join(dir, 'client.json'), '{"session":{"id":1,"user_type":"client"}}');
    const { app, origin } = await probeServer(dir);
    try {
      expect(await (await fetch(`${origin}/visitor`)).json()).toMatchObject({
        name: 'default',
        session: { id: -1, user_type: 'logged_out_user' },
      });
    } finally {
      await app.close();
    }
  });

  it('gives the configured default persona to a visitor without a cookie, and still honours the cookie', () => {
    const directory = createPersonaDirectory({
      personas: loadPersonas(fixturesDir),
      fixturesDir,
      brand: 'main',
      defaultPersona: 'counselor',
    });
    expect(directory.visitorOf(undefined)).toMatchObject({
      name: 'counselor',
      persona: { session: { id: 7, user_type: 'counselor' } },
    });
    expect(directory.visitorOf('dev_persona=')).toMatchObject({ name: 'counselor' });
    expect(directory.visitorOf('dev_persona=client').name).toBe('client');
  });

  it('refuses a default persona with no fixture, listing the known ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-personas-'));
    writeFileSync(join(dir, 'client.json'), '{}');
    const personas = loadPersonas(dir);
    expect(() => checkDefaultPersona({ personas, fixturesDir: dir, brand: 'main', defaultPersona: 'nobody' })).toThrow(
      `Unknown default persona "nobody": no file nobody.json in ${dir}. Known personas: client.`,
    );
    expect(() => checkDefaultPersona({ personas, fixturesDir: dir, brand: 'main', defaultPersona: '../x' })).toThrow(
      /"\.\.\/x": not a valid persona name/,
    );
    // `default` may be absent: it is then a logged-out visitor from the defaults.
    expect(checkDefaultPersona({ personas, fixturesDir: dir, brand: 'main' })).toBe('default');
  });

  it("reads a persona from the first directory that has it: a team's own, then the shipped ones", () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-personas-'));
    writeFileSync(join(dir, 'client.json'), '{"session":{"id":1,"user_type":"client"}}');
    writeFileSync(join(dir, 'default.json'), '{"mocks":[{"path":"/api/care-plan/","body":{"topics":[]}}]}');
    const dirs = [dir, fixturesDir];
    const directory = createPersonaDirectory({ personas: loadPersonas(dirs), fixturesDir: dirs, brand: 'main' });
    // The team's own client and default, not the shipped ones of the same names.
    expect(directory.visitorOf('dev_persona=client').persona.session).toEqual({ id: 1, user_type: 'client' });
    expect(directory.visitorOf(undefined).persona.mocks).toHaveLength(1);
    // A name the team's directory lacks: the shipped persona.
    expect(directory.visitorOf('dev_persona=counselor').persona.session).toMatchObject({
      id: 7,
      user_type: 'counselor',
    });
    expect(directory.names()).toEqual(expect.arrayContaining(['client', 'default', 'counselor', 'crisis-gb']));
    expect(directory.names().filter((name) => name === 'client')).toHaveLength(1);
    // A name neither has: the message names both directories, in order.
    expect(() => directory.visitorOf('dev_persona=nobody')).toThrow(
      `Unknown persona "nobody" (cookie dev_persona): no file nobody.json in ${dir} or ${fixturesDir}. Known personas: `,
    );
  });

  it('lists "(none)" as the known personas of an empty fixtures directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-api-personas-'));
    const directory = createPersonaDirectory({ personas: loadPersonas(dir), fixturesDir: dir, brand: 'main' });
    expect(() => directory.visitorOf('dev_persona=client')).toThrow(/Known personas: \(none\)\.$/);
  });
});

describe("a persona's per-visitor answers changed at run time (/__dev/personas/:name)", () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await probeServer());
  });
  afterAll(() => app.close());
  afterEach(() => app.personas.restore());

  const patch = (name: string, body: unknown) =>
    fetch(`${origin}/__dev/personas/${name}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const persona = async (name: string) => (await fetch(`${origin}/__dev/personas/${name}`)).json();

  it("merges the change over the persona's answers from now on, for that persona only", async () => {
    const res = await patch('client', { availability: { show_cancel_subscription: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      availability: { show_cancel_subscription: false, show_withdrawal: false },
    });
    expect(app.personas.visitorOf('dev_persona=client').persona.availability).toEqual({
      show_cancel_subscription: false,
      show_withdrawal: false,
    });
    expect(app.personas.visitorOf('dev_persona=client-eu').persona.availability?.show_cancel_subscription).not.toBe(
      false,
    );
    // A later change adds to the earlier one; the session is merged over the persona's.
    await patch('client', { session: { stage: 'quit' }, availability: { show_withdrawal: true } });
    expect(await persona('client')).toMatchObject({
      session: { id: 42, user_type: 'client', stage: 'quit' },
      availability: { show_cancel_subscription: false, show_withdrawal: true },
    });
    expect(
      await (await fetch(`${origin}/visitor`, { headers: { cookie: 'dev_persona=client' } })).json(),
    ).toMatchObject({ session: { id: 42, stage: 'quit' } });
  });

  it('restores the fixture on DELETE, for one persona or all', async () => {
    await patch('client', { availability: { show_cancel_subscription: false } });
    await patch('counselor', { locale_selector: { show_language_selector: false } });
    await fetch(`${origin}/__dev/personas/client`, { method: 'DELETE' });
    expect((await persona('client')).availability.show_cancel_subscription).toBe(true);
    expect((await persona('counselor')).locale_selector).toEqual({ show_language_selector: false });
    await fetch(`${origin}/__dev/personas`, { method: 'DELETE' });
    expect((await persona('counselor')).locale_selector).toBeUndefined();
  });

  it('answers 422 for a change it cannot apply: an unknown persona, another field, a wrong type', async () => {
    expect((await patch('nobody', { availability: { show_withdrawal: true } })).status).toBe(422);
    const other = await patch('client', { faults: { '/api/session': { status: 500 } } });
    expect(other.status).toBe(422);
    const wrong = await patch('client', { availability: { show_withdrawal: 'yes' } });
    expect([wrong.status, (await wrong.json()).error]).toEqual([
      422,
      expect.stringContaining('availability.show_withdrawal'),
    ]);
    expect((await persona('client')).availability).toEqual({ show_cancel_subscription: true, show_withdrawal: false });
    expect((await fetch(`${origin}/__dev/personas/nobody`)).status).toBe(404);
  });
});

describe('sessionOf', () => {
  it('fills what a persona leaves out from a logged-out visitor, with the CSRF token', () => {
    expect(sessionOf({ session: { id: 42, user_type: 'client' } })).toMatchObject({
      id: 42,
      user_type: 'client',
      geo_country: 'us',
      csrf_token: 'dev-csrf-token',
    });
  });
});
