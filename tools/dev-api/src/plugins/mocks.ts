import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Mock } from '../personas.ts';
import { definePlugin } from './define-plugin.ts';
import { DEFAULT_PERSONA, PERSONA_COOKIE, PERSONAS_PLUGIN } from './personas.ts';

/**
 * Whether a mock's path pattern matches a request path: segment by segment, `:name` matching any
 * one non-empty segment and a last segment `*` the rest of the path (one segment or more). The
 * trailing slash counts: `/api/quiz/` and `/api/quiz` are two paths, as they are to the backend.
 *
 * @example
 * matchesMockPath('/api/quiz/:id/', '/api/quiz/42/'); // true
 * matchesMockPath('/api/files/*', '/api/files/a/b.png'); // true
 */
export function matchesMockPath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = wanted[i] ?? '';
    if (segment === '*' && i === wanted.length - 1) return actual.length > i && actual.slice(i).join('/') !== '';
    const value = actual[i];
    if (value === undefined) return false;
    if (segment.startsWith(':') && segment.length > 1) {
      if (value === '') return false;
    } else if (segment !== value) return false;
  }
  return wanted.length === actual.length;
}

/**
 * The mock answering a request: the first of the visitor's persona that matches its method and
 * path, else the first of the `default` persona's.
 *
 * @example
 * findMock([{ path: '/api/quiz/:id/' }], [], 'GET', '/api/quiz/7/'); // { path: '/api/quiz/:id/' }
 */
export function findMock(
  own: readonly Mock[],
  shared: readonly Mock[],
  method: string,
  path: string,
): Mock | undefined {
  const matches = (mock: Mock) => (mock.method ?? 'GET') === method && matchesMockPath(mock.path, path);
  return own.find(matches) ?? shared.find(matches);
}

function notFound(request: FastifyRequest, reply: FastifyReply, persona: string, path: string) {
  return reply.code(404).send({
    error:
      `dev-api has no endpoint ${request.method} ${path} for persona "${persona}". A product team's own ` +
      'endpoints are mocked in its persona files: "mocks": [{ "method", "path", "status", "body" }] ' +
      "(the default persona's apply to every persona; see the dev-api README).",
  });
}

/**
 * A product team's own endpoints, answered from the personas' `mocks` (dev-api README): whatever
 * no other route answers is looked up there, in the visitor's persona, then in the `default`
 * persona; an unmocked path is a 404 that says how to mock it. Faults (`/__dev/faults`, a
 * persona's `faults`) apply to mocked paths as to the shell's endpoints, and the calls are in the
 * request log. Registered last: it is the server's not-found handler.
 *
 * @example
 * app.register(mocksPlugin);
 * // persona client.json: { "mocks": [{ "path": "/api/quiz/:id/", "body": { "step": 1 } }] }
 */
export const mocksPlugin = definePlugin(
  async (app) => {
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? request.url;
      if (path.startsWith('/__dev/'))
        return reply.code(404).send({ error: `dev-api has no ${request.method} ${path}` });
      const { name, persona } = request.visitor();
      const shared =
        name !== DEFAULT_PERSONA && app.personas.has(DEFAULT_PERSONA)
          ? (app.personas.visitorOf(`${PERSONA_COOKIE}=${DEFAULT_PERSONA}`).persona.mocks ?? [])
          : [];
      const mock = findMock(persona.mocks ?? [], shared, request.method, path);
      if (!mock) return notFound(request, reply, name, path);
      if (mock.delay_ms) await new Promise((resolve) => setTimeout(resolve, mock.delay_ms));
      reply.code(mock.status ?? 200);
      if (mock.headers) reply.headers(mock.headers);
      const body = mock.body ?? '';
      if (typeof body === 'string' && !reply.hasHeader('content-type')) reply.type('text/plain; charset=utf-8');
      return reply.send(body);
    });
  },
  { name: 'dev-api-mocks', dependencies: [PERSONAS_PLUGIN] },
);
