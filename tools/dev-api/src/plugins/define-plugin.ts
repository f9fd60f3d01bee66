import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** What Fastify needs to know about a dev-api plugin. */
export interface PluginMeta {
  /** Name under which Fastify records the plugin; other plugins list it in `dependencies`. */
  readonly name: string;
  /** Plugins that must be registered before this one; Fastify refuses to start otherwise. */
  readonly dependencies?: readonly string[];
  /** Decorators this plugin reads; Fastify refuses to start when one is missing. */
  readonly decorators?: { readonly fastify?: readonly string[]; readonly request?: readonly string[] };
  /**
   * True when the plugin's hooks and decorators belong to the server it is registered on rather
   * than to its own encapsulated context, so sibling plugins see them (what fastify-plugin does).
   */
  readonly shared?: boolean;
}

/**
 * Gives a plugin its name, dependencies and encapsulation. Fastify itself reads these symbols when
 * the plugin registers (fastify/lib/plugin-utils.js): `plugin-meta` for the dependency and decorator
 * checks, `skip-override` to run the plugin in its parent's context, `fastify.display-name` for errors
 * and `printPlugins()`. This is the part of fastify-plugin dev-api needs, without the dependency.
 *
 * @example
 * export const widgetPlugin = definePlugin(async (app) => { app.get('/x', async () => 'x'); }, { name: 'dev-api-widget' });
 */
export function definePlugin<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  meta: PluginMeta,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('plugin-meta')]: { name: meta.name, dependencies: meta.dependencies, decorators: meta.decorators },
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('skip-override')]: meta.shared === true,
  });
}
