import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BRAND_IDS, isBrandId, parseBrandCodes, resolveBrand, type BrandId } from '@therapy-shell/brand-config';
import { brandSiteConfig, deepMerge, LOGGED_OUT_SESSION, type JsonObject } from './defaults.ts';
import { registerFormParsers, type FormFields } from './forms.ts';
import { faultSchema, loadPersonas, PERSONA_NAME, type Fault, type Persona } from './personas.ts';

/** Cookie that picks the persona of a visitor (DESIGN.md section 5). */
export const PERSONA_COOKIE = 'dev_persona';

/** Cookie that picks the brand whose defaults are served, for one dev-api behind several brand apps. */
export const BRAND_COOKIE = 'dev_brand';

/** Secret of the Pusher-protocol channel auth (development only). */
export const DEV_PUSHER_KEY = 'dev-key';
export const DEV_PUSHER_SECRET = 'dev-pusher-secret';

/** How many API requests /__dev/requests keeps. */
const REQUEST_LOG_SIZE = 500;

/** Languages the locale selector offers when a persona says nothing else. */
const DEFAULT_LANGUAGES = [
  { language: 'en', language_readable: 'English' },
  { language: 'de', language_readable: 'Deutsch' },
  { language: 'fr', language_readable: 'Français' },
  { language: 'nl', language_readable: 'Nederlands' },
  { language: 'es', language_readable: 'Español' },
];

/** Options of {@link buildServer}. */
export interface DevApiOptions {
  /** Directory of persona fixtures. */
  fixturesDir: string;
  /** Brand whose defaults fill what a persona leaves out (`SHELL_BRAND`). */
  brand: BrandId;
  /** product_code_name to brand map (`SHELL_BRAND_CODES`). */
  brandCodes?: string | undefined;
  /** Log requests (pino) — off in tests. */
  logger?: boolean;
}

/** An API request as /__dev/requests lists it. */
export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  persona: string;
  body: FormFields | JsonObject | null;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Thrown by the persona lookup; answered as 400 with the message. */
class UnknownPersonaError extends Error {
  override readonly name = 'UnknownPersonaError' as const;
}

/** Bad input to an endpoint; answered as 422 with `{ error }`, like a real backend. */
class InputError extends Error {
  override readonly name = 'InputError' as const;
}

function fields(request: FastifyRequest): FormFields {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as FormFields) : {};
}

function requireText(form: FormFields, name: string): string {
  const value = form[name];
  if (typeof value !== 'string' || value.trim() === '') throw new InputError(`"${name}" is required`);
  return value;
}

function names(value: unknown, what: string): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0 || !list.every((n) => typeof n === 'string' && n !== '')) {
    throw new InputError(`"${what}[]" is required: one or more experiment names`);
  }
  return list;
}

const runtimeFaultSchema = z.intersection(
  faultSchema,
  z.object({
    path: z.string().regex(/^\/[^\s]*$/, 'path must start with /'),
    persona: z.string().regex(/^(\*|[A-Za-z0-9][A-Za-z0-9_-]{0,63})$/, 'persona is a persona name or *').optional(),
  }),
);

/**
 * Builds the dev-api server. Personas are read and validated here: a malformed fixture throws a
 * FixtureError before anything listens.
 *
 * @example
 * const app = buildServer({ fixturesDir: 'tools/dev-api/fixtures', brand: 'main' });
 * await app.listen({ host: '127.0.0.1', port: 4000 });
 */
export function buildServer(options: DevApiOptions): FastifyInstance {
  const personas = loadPersonas(options.fixturesDir);
  const codes = parseBrandCodes(options.brandCodes);
  const app = Fastify({ logger: options.logger ?? false });
  /** Faults set at run time: persona name (or *) -> path -> fault. They win over persona faults. */
  const runtimeFaults = new Map<string, Map<string, Fault>>();
  const requestLog: LoggedRequest[] = [];
  const socketTokens = new Map<string, string>();

  registerFormParsers(app);

  function personaOf(request: FastifyRequest): { name: string; persona: Persona } {
    const raw = readCookie(request.headers.cookie, PERSONA_COOKIE);
    let name = 'default';
    if (raw) {
      try {
        name = decodeURIComponent(raw);
      } catch {
        name = raw;
      }
    }
    const persona = personas.get(name);
    if (persona) return { name, persona };
    if (name === 'default') return { name, persona: {} };
    const known = [...personas.keys()].join(', ') || '(none)';
    const reason = PERSONA_NAME.test(name) ? `no file ${name}.json in ${options.fixturesDir}` : 'not a valid persona name';
    throw new UnknownPersonaError(`Unknown persona "${name}" (cookie ${PERSONA_COOKIE}): ${reason}. Known personas: ${known}.`);
  }

  function session(persona: Persona): JsonObject {
    return deepMerge(LOGGED_OUT_SESSION, persona.session);
  }

  function servedBrand(request: FastifyRequest): BrandId {
    const cookie = readCookie(request.headers.cookie, BRAND_COOKIE);
    if (cookie === undefined || cookie === '') return options.brand;
    if (isBrandId(cookie)) return cookie;
    throw new UnknownPersonaError(`Unknown brand "${cookie}" (cookie ${BRAND_COOKIE}). Valid ids: ${BRAND_IDS.join(', ')}.`);
  }

  function siteConfig(persona: Persona, request: FastifyRequest): JsonObject {
    const code = persona.config?.product_code_name;
    let brand = servedBrand(request);
    if (code) {
      try {
        brand = resolveBrand(code, codes);
      } catch {
        // An unknown code is served as given, so the shell's configuration error can be seen.
      }
    }
    return deepMerge(brandSiteConfig(brand), persona.config);
  }

  function faultFor(name: string, persona: Persona, path: string): Fault | undefined {
    return runtimeFaults.get(name)?.get(path) ?? runtimeFaults.get('*')?.get(path) ?? persona.faults?.[path];
  }

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof UnknownPersonaError) return reply.code(400).send({ error: error.message });
    if (error instanceof InputError) return reply.code(422).send({ error: error.message });
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
  });

  // Faults: a persona, or /__dev/faults at run time, can make any endpoint answer with a status and
  // body after a delay, or drop the connection.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/__dev/')) return;
    const { name, persona } = personaOf(request);
    const path = request.url.split('?', 1)[0] ?? request.url;
    requestLog.push({
      at: new Date().toISOString(),
      method: request.method,
      path,
      query: (request.query ?? {}) as Record<string, unknown>,
      persona: name,
      body: (request.body ?? null) as LoggedRequest['body'],
    });
    if (requestLog.length > REQUEST_LOG_SIZE) requestLog.shift();
    const fault = faultFor(name, persona, path);
    if (!fault) return;
    if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    if (fault.drop) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    const body = fault.body ?? '';
    reply.code(fault.status ?? 500);
    if (typeof body === 'string') reply.type('text/plain; charset=utf-8');
    return reply.send(body);
  });

  // --- development endpoints -------------------------------------------------------------------

  app.get('/__dev/health', async () => ({ status: 'ok', personas: [...personas.keys()] }));

  // A stand-in for the third-party accessibility widget: it reads the shell's settings and shows
  // a trigger button in the brand's colours, as the real widget would.
  app.get('/__dev/accessibility-widget.js', async (_request, reply) => {
    reply.type('application/javascript; charset=utf-8');
    return `(() => {
  const settings = window.__shellAccessibilityWidget || {};
  const colors = settings.colors || {};
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Accessibility options';
  button.setAttribute('data-accessibility-widget-trigger', '');
  button.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:2147483000;padding:10px 14px;border:0;border-radius:999px;color:#fff;background:' + (colors.triggerColor || '#333');
  if (!settings.triggerVisible) button.hidden = true;
  document.body.appendChild(button);
})();
`;
  });

  app.get('/__dev/faults', async () =>
    Object.fromEntries([...runtimeFaults].map(([persona, faults]) => [persona, Object.fromEntries(faults)])),
  );

  app.post('/__dev/faults', async (request, reply) => {
    const parsed = runtimeFaultSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(422).send({ error: parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ') });
    }
    const { path, persona = '*', ...fault } = parsed.data;
    if (persona !== '*' && persona !== 'default' && !personas.has(persona)) {
      return reply.code(422).send({ error: `Unknown persona "${persona}". Known personas: ${[...personas.keys()].join(', ')}.` });
    }
    const faults = runtimeFaults.get(persona) ?? new Map<string, Fault>();
    faults.set(path, fault);
    runtimeFaults.set(persona, faults);
    return reply.code(201).send({ persona, path, ...fault });
  });

  app.delete('/__dev/faults', async (request) => {
    const { path, persona } = request.query as { path?: string; persona?: string };
    for (const [name, faults] of runtimeFaults) {
      if (persona && persona !== name) continue;
      if (path) faults.delete(path);
      else faults.clear();
    }
    return { status: 'cleared' };
  });

  app.get('/__dev/requests', async (request) => {
    const { path, persona } = request.query as { path?: string; persona?: string };
    return requestLog.filter((r) => (!path || r.path === path) && (!persona || r.persona === persona));
  });

  app.delete('/__dev/requests', async () => {
    requestLog.length = 0;
    return { status: 'cleared' };
  });

  // --- page-load endpoints (DESIGN.md section 5) -------------------------------------------------

  app.get('/api/session', async (request) => session(personaOf(request).persona));

  app.get('/api/site-config', async (request) => siteConfig(personaOf(request).persona, request));

  app.get('/api/translations', async (request, reply) => {
    const { language } = request.query as { language?: unknown };
    if (typeof language !== 'string' || !/^[a-z]{2}(-[A-Za-z]{2})?$/.test(language)) {
      return reply.code(422).send({ error: 'Query parameter "language" is required: a language code such as en or de.' });
    }
    return personaOf(request).persona.translations?.[language] ?? {};
  });

  // --- endpoints of spec 7.2 ---------------------------------------------------------------------

  app.get('/api/locale/selector', async (request) => {
    const selector = personaOf(request).persona.locale_selector;
    return { show_language_selector: selector?.show_language_selector ?? true, languages: selector?.languages ?? DEFAULT_LANGUAGES };
  });

  app.get('/api/subscription/unsubscribe/availability', async (request) => {
    const { persona } = personaOf(request);
    const isClient = session(persona)['user_type'] === 'client';
    return { show_cancel_subscription: persona.availability?.show_cancel_subscription ?? isClient };
  });

  app.get('/api/withdrawal/availability', async (request) => ({
    show_withdrawal: personaOf(request).persona.availability?.show_withdrawal ?? false,
  }));

  app.post('/api/subscription/unsubscribe/', async (request) => {
    const email = requireText(fields(request), 'email');
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new InputError('"email" is not an email address');
    return personaOf(request).persona.unsubscribe ?? { status: 'success' };
  });

  app.post('/api/confirm_cookie_choices/', async () => ({ status: 'success' }));

  function assign(request: FastifyRequest, list: string[]): Record<string, string | null> {
    const experiments = personaOf(request).persona.experiments ?? {};
    return Object.fromEntries(list.map((name) => [name, experiments[name] ?? null]));
  }

  app.post('/api/presignup_experiments', async (request) => assign(request, names(fields(request)['experimentNames'], 'experimentNames')));

  app.get('/api/internal/presignup_experiments/assign', async (request) => {
    const query = request.query as Record<string, unknown>;
    return assign(request, names(query['experimentNames[]'] ?? query['experimentNames'], 'experimentNames'));
  });

  function requireAction(form: FormFields): void {
    const action = requireText(form, 'action');
    if (action !== 'generate_token') throw new InputError(`Unknown action "${action}": expected generate_token`);
  }

  app.post('/api/socket', async (request) => {
    requireAction(fields(request));
    const token = randomBytes(16).toString('hex');
    socketTokens.set(token, String(session(personaOf(request).persona)['id']));
    return { socket_auth_token: token };
  });

  app.post('/api/socketnotification', async (request) => {
    const form = fields(request);
    requireAction(form);
    const type = requireText(form, 'notification_type');
    const accountId = requireText(form, 'account_id');
    const data = typeof form['notification_data'] === 'string' ? form['notification_data'] : '';
    const sendToSelf = form['send_to_self'] === 'true';
    const from = session(personaOf(request).persona)['id'];
    return {
      socket_notification: { notification_type: type, notification_data: data, account_id: accountId, from, send_to_self: sendToSelf },
      socket_notification_partner: { notification_type: type, notification_data: data, account_id: accountId, from },
    };
  });

  app.post('/api/pusher-trigger', async (request) => {
    const form = fields(request);
    return { status: 'success', channel: requireText(form, 'channel'), event: requireText(form, 'event') };
  });

  function pusherAuth(request: FastifyRequest, reply: FastifyReply, channel: string | undefined) {
    const form = fields(request);
    if (typeof form['csrf_token'] !== 'string' || form['csrf_token'] === '') {
      return reply.code(403).send({ error: 'csrf_token is required' });
    }
    const socketId = requireText(form, 'socket_id');
    if (!/^\d+\.\d+$/.test(socketId)) throw new InputError('"socket_id" is not a socket id');
    // Pusher protocol: HMAC-SHA256 over "<socket_id>:<channel>" (or ":user" data for authentication).
    const subject = channel === undefined ? `${socketId}::user::${JSON.stringify({ id: String(session(personaOf(request).persona)['id']) })}` : `${socketId}:${channel}`;
    const signature = createHmac('sha256', DEV_PUSHER_SECRET).update(subject).digest('hex');
    return channel === undefined
      ? { auth: `${DEV_PUSHER_KEY}:${signature}`, user_data: JSON.stringify({ id: String(session(personaOf(request).persona)['id']) }) }
      : { auth: `${DEV_PUSHER_KEY}:${signature}` };
  }

  app.post('/api/pusher-user-authentication', async (request, reply) => pusherAuth(request, reply, undefined));

  app.post('/api/pusher-user-authorization', async (request, reply) => pusherAuth(request, reply, requireText(fields(request), 'channel_name')));

  app.get('/api/multi_cookie/', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
    const { session_id: sessionId, action } = request.query as { session_id?: string; action?: string };
    if (!sessionId) throw new InputError('"session_id" is required');
    if (action !== 'set_snowplow_id') throw new InputError(`Unknown action "${String(action)}": expected set_snowplow_id`);
    return { status: 'success' };
  });

  return app;
}
