#!/usr/bin/env node
// The backend contract, published: the JSON Schema of every answer the shell reads (core's
// backendContract(), from the zod schemas its tolerant readers use) and an OpenAPI 3.1 document of
// the spec 7.2 endpoints the shell calls, committed under contract/ (docs/backend-contract.md).
//
//   node tools/scripts/contract.mjs           check: fails when the schemas changed and the committed
//                                             files did not (npm test runs this, as the API reports)
//   node tools/scripts/contract.mjs --update  writes contract/ (review the diff, commit)
//
// Reads core's build (libs/core/dist): its nx target `contract` depends on the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'contract');
const update = process.argv.includes('--update');
const { backendContract } = await import(join(root, 'libs/core/dist/index.js'));

// What the shell sends with each call (spec 7.2), for the OpenAPI document. Form fields go in an
// application/x-www-form-urlencoded body (spec 7.1), with the CSRF token on same-origin calls.
const REQUESTS = {
  session: { summary: 'The visitor, or a logged-out user (spec 3.1)', cookies: true },
  siteConfig: { summary: "The site's configuration (spec 3.3)" },
  translations: { summary: 'Message texts by key for one language (spec 4.8)', query: { language: 'en|de|fr|nl|es' } },
  localeSelector: { summary: 'The languages the language settings dialog offers (spec 4.2)', cookies: true },
  unsubscribeAvailability: { summary: 'Whether the cancel subscription option is shown (spec 6)', cookies: true },
  withdrawalAvailability: { summary: 'Whether the withdrawal form link is shown (spec 6)', cookies: true },
  unsubscribe: { summary: 'Cancels the subscription (spec 4.1)', cookies: true, form: { email: 'the address given' } },
  // No payload of its own: the body carries the CSRF token (spec 7.1).
  confirmCookieChoices: {
    summary: "Tells the backend of the visitor's cookie choice (spec 4.3)",
    cookies: true,
    form: { csrf_token: 'string' },
  },
  presignupExperiments: {
    summary: 'Variants of pre-signup experiments (spec 3.4)',
    form: { 'experimentNames[]': 'repeated, one per experiment' },
  },
  assignExperiments: {
    summary: 'Server-side assignment of experiments (spec 3.4)',
    query: { 'experimentNames[]': 'repeated, one per experiment' },
  },
  socketToken: { summary: 'A socket token for the notification socket (spec 7.2)', form: { action: 'generate_token' } },
  socketNotification: {
    summary: 'Stores a notification; its answer is emitted as send_notification over the socket (spec 7.2)',
    form: {
      send_to_self: 'boolean',
      notification_type: 'string',
      notification_data: 'string',
      account_id: 'integer',
      action: 'generate_token',
    },
  },
  pusherTrigger: {
    summary: 'Sends a server event on a Pusher channel (spec 7.2)',
    form: { channel: 'string', event: 'string', data: 'JSON text' },
  },
  pusherAuthentication: {
    summary: 'Signs a Pusher user (spec 7.2)',
    description:
      'user_data is the JSON text of {"id": "<user id>"}; a counselor\'s also has "watchlist", the ids of its ' +
      'clients (at most 100 count on Pusher), whose online state Pusher then tells the counselor, and nobody ' +
      'else has one (docs/backend-contract.md, Realtime channels)',
    form: { socket_id: 'string', csrf_token: 'string' },
    forbidden: 'A visitor who is not signed in',
  },
  pusherAuthorization: {
    summary: 'Authorises a Pusher channel (spec 7.2)',
    form: {
      socket_id: 'string',
      channel_name:
        'a channel the user may join (docs/backend-contract.md, Realtime channels): a client its own ' +
        'private-encrypted-client-<client id> and its counselor group private-encrypted-counselor-group-<counselor id>; ' +
        'a counselor its own private-encrypted-counselor-<counselor id> and its group; each with the environment ' +
        'suffix (-qa, -local) where it applies. presence-counselor-<counselor id> is refused to everyone',
      csrf_token: 'string',
    },
    forbidden:
      "A channel the user may not join: another user's or group's, or any other name the backend does not grant",
  },
};

function files() {
  const contract = backendContract();
  const written = {};
  const schemas = {};
  const paths = {};
  for (const [name, { method, path, schema }] of Object.entries(contract)) {
    written[`schemas/${name}.schema.json`] = {
      $id: `https://therapy-shell.example/contract/${name}.schema.json`,
      ...schema,
    };
    // OpenAPI 3.1 names the dialect once (jsonSchemaDialect), not in each component.
    schemas[name] = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema'));
    const request = REQUESTS[name] ?? {};
    const operation = {
      operationId: name,
      summary: request.summary ?? name,
      ...(request.description ? { description: request.description } : {}),
      ...(request.query
        ? {
            parameters: Object.entries(request.query).map(([param, description]) => ({
              name: param,
              in: 'query',
              required: true,
              description,
              schema: { type: 'string' },
            })),
          }
        : {}),
      ...(request.form
        ? {
            requestBody: {
              required: true,
              content: {
                'application/x-www-form-urlencoded': {
                  schema: {
                    type: 'object',
                    properties: Object.fromEntries(
                      Object.entries(request.form).map(([field, description]) => [field, { description }]),
                    ),
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'The answer the shell reads',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        ...(request.forbidden ? { 403: { description: request.forbidden } } : {}),
        default: { description: 'A failure; the shell answers it as spec 8.1 and 8.2 say' },
      },
    };
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  }
  written['backend.openapi.json'] = {
    openapi: '3.1.0',
    info: {
      title: 'Therapy Shell backend contract',
      version: JSON.parse(readFileSync(join(root, 'libs/core/package.json'), 'utf8')).version,
      description:
        'The endpoints of spec 7.2 the shell calls and the answers it reads. The shell reads them tolerantly: a required field that is wrong gives the fallback page; an optional one its default and a warning. docs/backend-contract.md says how to check answers against it.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: { schemas },
  };
  return Object.fromEntries(
    Object.entries(written).map(([file, json]) => [file, `${JSON.stringify(json, null, 2)}\n`]),
  );
}

const expected = files();
if (update) {
  rmSync(out, { recursive: true, force: true });
  for (const [file, text] of Object.entries(expected)) {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  console.log(`contract/: ${Object.keys(expected).length} files written`);
  process.exit(0);
}
const committed = existsSync(out)
  ? [
      ...readdirSync(out).filter((f) => f.endsWith('.json')),
      ...(existsSync(join(out, 'schemas')) ? readdirSync(join(out, 'schemas')).map((f) => `schemas/${f}`) : []),
    ]
  : [];
const stale = Object.keys(expected).filter(
  (file) => !existsSync(join(out, file)) || readFileSync(join(out, file), 'utf8') !== expected[file],
);
const extra = committed.filter((file) => !(file in expected));
if (stale.length > 0 || extra.length > 0) {
  console.error(
    `The backend contract changed and contract/ did not: ${[...stale, ...extra.map((f) => `${f} (no longer in the contract)`)].join(', ')}.\n` +
      'If the change is intended, update the files and commit them with the change:\n  npx nx run core:contract -c update',
  );
  process.exit(1);
}
console.log(`contract/ matches the backend contract (${Object.keys(expected).length} files)`);
