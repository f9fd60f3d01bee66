import type { FastifyRequest } from 'fastify';
import { resolveBrand, type BrandCodeMap } from '@therapy-shell/brand-config';
import { BACKEND_PATHS } from '@therapy-shell/core';
import { brandSiteConfig, deepMerge, fillDevApiHost, type JsonObject } from '../defaults.ts';
import { InputError } from '../errors.ts';
import { formFields, requireText } from '../forms.ts';
import { definePlugin } from './define-plugin.ts';
import { PERSONAS_PLUGIN, sessionOf } from './personas.ts';

/** Languages the locale selector offers when a persona says nothing else. */
const DEFAULT_LANGUAGES = [
  { language: 'en', language_readable: 'English' },
  { language: 'de', language_readable: 'Deutsch' },
  { language: 'fr', language_readable: 'Français' },
  { language: 'nl', language_readable: 'Nederlands' },
  { language: 'es', language_readable: 'Español' },
];

/** Options of {@link shellEndpointsPlugin}. */
export interface ShellEndpointsOptions {
  /** product_code_name to brand map (`SHELL_BRAND_CODES`, parsed). */
  readonly brandCodes: BrandCodeMap;
}

function names(value: unknown, what: string): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0 || !list.every((n) => typeof n === 'string' && n !== '')) {
    throw new InputError(`"${what}[]" is required: one or more experiment names`);
  }
  return list;
}

function assign(request: FastifyRequest, list: string[]): Record<string, string | null> {
  const experiments = request.visitor().persona.experiments ?? {};
  return Object.fromEntries(list.map((name) => [name, experiments[name] ?? null]));
}

/**
 * The shell's own endpoints, answered from the visitor's persona: the page-load endpoints of
 * DESIGN.md section 5 (session, site config, translations) and those of spec 7.2 other than
 * real-time (locale selector, availability, unsubscribe, cookie choices, experiments, multisite
 * cookie). Needs the personas plugin.
 *
 * @example
 * app.register(shellEndpointsPlugin, { brandCodes: parseBrandCodes(process.env['SHELL_BRAND_CODES']) });
 */
export const shellEndpointsPlugin = definePlugin<ShellEndpointsOptions>(
  async (app, options) => {
    function siteConfig(request: FastifyRequest): JsonObject {
      const { persona } = request.visitor();
      const code = persona.config?.product_code_name;
      let brand = request.servedBrand();
      if (code) {
        try {
          brand = resolveBrand(code, options.brandCodes);
        } catch {
          // An unknown code is served as given, so the shell's configuration error can be seen.
        }
      }
      // {dev-api-host} in the config becomes the address this request came in on (the sinks' origin).
      const config = fillDevApiHost(
        deepMerge(brandSiteConfig(brand), persona.config),
        `127.0.0.1:${request.socket.localPort}`,
      );
      // pusher-js reaches dev-api's Pusher-protocol endpoint on the port this request came in on.
      const socket = config['socket'];
      if (
        typeof socket === 'object' &&
        socket !== null &&
        !('ws_port' in socket) &&
        (socket as JsonObject)['ws_host'] === '127.0.0.1'
      ) {
        config['socket'] = { ...socket, ws_port: request.socket.localPort };
      }
      return config;
    }

    // --- page-load endpoints (DESIGN.md section 5) -----------------------------------------------

    app.get(BACKEND_PATHS.session, async (request) => sessionOf(request.visitor().persona));

    app.get(BACKEND_PATHS.siteConfig, async (request) => siteConfig(request));

    app.get(BACKEND_PATHS.translations, async (request, reply) => {
      const { language } = request.query as { language?: unknown };
      if (typeof language !== 'string' || !/^[a-z]{2}(-[A-Za-z]{2})?$/.test(language)) {
        return reply
          .code(422)
          .send({ error: 'Query parameter "language" is required: a language code such as en or de.' });
      }
      return request.visitor().persona.translations?.[language] ?? {};
    });

    // --- endpoints of spec 7.2 -------------------------------------------------------------------

    app.get(BACKEND_PATHS.localeSelector, async (request) => {
      const selector = request.visitor().persona.locale_selector;
      return {
        show_language_selector: selector?.show_language_selector ?? true,
        languages: selector?.languages ?? DEFAULT_LANGUAGES,
      };
    });

    app.get(BACKEND_PATHS.unsubscribeAvailability, async (request) => {
      const { persona } = request.visitor();
      const isClient = sessionOf(persona)['user_type'] === 'client';
      return { show_cancel_subscription: persona.availability?.show_cancel_subscription ?? isClient };
    });

    app.get(BACKEND_PATHS.withdrawalAvailability, async (request) => ({
      show_withdrawal: request.visitor().persona.availability?.show_withdrawal ?? false,
    }));

    app.post(BACKEND_PATHS.unsubscribe, async (request) => {
      const email = requireText(formFields(request), 'email');
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new InputError('"email" is not an email address');
      return request.visitor().persona.unsubscribe ?? { status: 'success' };
    });

    app.post(BACKEND_PATHS.confirmCookieChoices, async () => ({ status: 'success' }));

    app.post(BACKEND_PATHS.presignupExperiments, async (request) =>
      assign(request, names(formFields(request)['experimentNames'], 'experimentNames')),
    );

    app.get(BACKEND_PATHS.assignExperiments, async (request) => {
      const query = request.query as Record<string, unknown>;
      return assign(request, names(query['experimentNames[]'] ?? query['experimentNames'], 'experimentNames'));
    });

    app.get(BACKEND_PATHS.multiCookie, async (request, reply) => {
      const origin = request.headers.origin;
      if (origin)
        reply
          .header('access-control-allow-origin', origin)
          .header('access-control-allow-credentials', 'true')
          .header('vary', 'Origin');
      const { session_id: sessionId, action } = request.query as { session_id?: string; action?: string };
      if (!sessionId) throw new InputError('"session_id" is required');
      if (action !== 'set_snowplow_id')
        throw new InputError(`Unknown action "${String(action)}": expected set_snowplow_id`);
      return { status: 'success' };
    });
  },
  {
    name: 'dev-api-shell-endpoints',
    dependencies: [PERSONAS_PLUGIN],
    decorators: { request: ['visitor', 'servedBrand'] },
  },
);
