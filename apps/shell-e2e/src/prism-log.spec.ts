import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractOperations, groupViolations, readPrismLog } from './prism-log.ts';

// Lines of a real `prism proxy` log (5.14.2) in front of dev-api: a good answer, a call outside the
// document, a session answer with a string id, a request without its required query, an answer in
// the wrong media type, a 500 (the document's `default`), and a call while dev-api was stopped.
const LOG = `[7:22:44 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:4211
[7:22:49 AM] › [HTTP SERVER] get /api/session ℹ  info      Request received
[7:22:49 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4200/api/session...
[7:22:49 AM] ›     [PROXY] ℹ  info      The upstream call to /api/session has returned 200
[7:22:49 AM] ›     [PROXY] ℹ  info      < Received forward response
[7:22:49 AM] › [HTTP SERVER] get /__dev/health ℹ  info      Request received
[7:22:49 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4200/__dev/health...
[7:22:49 AM] ›     [PROXY] ℹ  info      The upstream call to /__dev/health has returned 200
[7:22:49 AM] ›     [PROXY] ℹ  info      < Received forward response
[7:22:49 AM] ›     [VALIDATOR] ⚠  warning   Violation: request Selected route not found
[7:22:58 AM] › [HTTP SERVER] get /api/session ℹ  info      Request received
[7:22:58 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4200/api/session...
[7:22:58 AM] ›     [PROXY] ℹ  info      The upstream call to /api/session has returned 200
[7:22:58 AM] ›     [PROXY] ℹ  info      < Received forward response
[7:22:58 AM] ›     [VALIDATOR] ✖  error     Violation: response.body.id Response body property id must be integer
[7:22:58 AM] ›     [VALIDATOR] ✖  error     Violation: response.body.id Response body property id must match pattern "^-?\\d{1,15}$"
[7:22:58 AM] › [HTTP SERVER] get /api/translations ℹ  info      Request received
[7:22:58 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4200/api/translations...
[7:22:58 AM] ›     [PROXY] ℹ  info      The upstream call to /api/translations has returned 422
[7:22:58 AM] ›     [PROXY] ℹ  info      < Received forward response
[7:22:58 AM] ›     [VALIDATOR] ✖  error     Violation: request.query Request query must have required property 'language'
[7:22:58 AM] › [HTTP SERVER] get /api/site-config ℹ  info      Request received
[7:22:58 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4200/api/site-config?x=1...
[7:22:58 AM] ›     [PROXY] ℹ  info      The upstream call to /api/site-config has returned 200
[7:22:58 AM] ›     [PROXY] ℹ  info      < Received forward response
[7:22:58 AM] ›     [VALIDATOR] ✖  error     Violation: response The received media type "text/plain; charset=utf-8" does not match the one specified in the current response: application/json
[7:22:58 AM] ›     [VALIDATOR] ✖  error     Violation: response.body Response body must be object
[7:22:58 AM] › [HTTP SERVER] get /api/session ℹ  info      Request received
[7:22:58 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4200/api/session...
[7:22:58 AM] ›     [PROXY] ℹ  info      The upstream call to /api/session has returned 500
[7:22:58 AM] ›     [PROXY] ℹ  info      < Received forward response
[7:23:41 AM] › [HTTP SERVER] post /api/socket ℹ  info      Request received
[7:23:41 AM] ›     [PROXY] ℹ  info      > Forwarding "post" request to http://127.0.0.1:4200/api/socket...
[7:23:41 AM] › [HTTP SERVER] post /api/socket ✖  error     Request terminated with error: FetchError: request to http://127.0.0.1:4200/api/socket failed, reason: connect ECONNREFUSED 127.0.0.1:4200
`;
const CONTRACT = contractOperations({
  paths: {
    '/api/session': { get: {} },
    '/api/site-config': { get: {} },
    '/api/translations': { get: {} },
    '/api/socket': { post: {} },
  },
});

describe("reading Prism's validation proxy log", () => {
  const summary = readPrismLog(LOG, CONTRACT);

  it('counts the calls the contract describes as checked, less those Prism could not complete', () => {
    expect(summary.checked).toBe(5);
    expect(summary.prismErrors).toEqual([
      'FetchError: request to http://127.0.0.1:4200/api/socket failed, reason: connect ECONNREFUSED 127.0.0.1:4200',
    ]);
  });

  it('counts the calls outside the contract, which pass unchecked and are no violation', () => {
    expect([...summary.outside]).toEqual([['GET /__dev/health', 1]]);
  });

  it('lists each answer that breaks the contract with the call it follows', () => {
    expect(summary.responseViolations).toEqual([
      {
        call: 'GET /api/session 200',
        location: 'response.body.id',
        message: 'Response body property id must be integer',
      },
      {
        call: 'GET /api/session 200',
        location: 'response.body.id',
        message: 'Response body property id must match pattern "^-?\\d{1,15}$"',
      },
      {
        call: 'GET /api/site-config 200',
        location: 'response',
        message:
          'The received media type "text/plain; charset=utf-8" does not match the one specified in the current response: application/json',
      },
      { call: 'GET /api/site-config 200', location: 'response.body', message: 'Response body must be object' },
    ]);
  });

  it('keeps requests that break the contract apart: they are a caller’s, not the backend’s', () => {
    expect(summary.requestViolations).toEqual([
      {
        call: 'GET /api/translations 422',
        location: 'request.query',
        message: "Request query must have required property 'language'",
      },
    ]);
  });

  it('reads a coloured log the same', () => {
    const coloured = LOG.replaceAll('[VALIDATOR]', '\u001b[31m[VALIDATOR]\u001b[39m');
    expect(readPrismLog(coloured, CONTRACT)).toEqual(summary);
  });

  it('groups repeated violations with a count, most frequent first', () => {
    const twice = readPrismLog(`${LOG}\n${LOG}`, CONTRACT);
    expect(groupViolations(twice.responseViolations)[0]).toBe(
      'GET /api/session 200: response.body.id Response body property id must be integer (2 times)',
    );
  });

  it('finds every operation of the published contract', () => {
    const document = JSON.parse(
      readFileSync(join(__dirname, '../../../contract/backend.openapi.json'), 'utf8'),
    ) as Parameters<typeof contractOperations>[0];
    expect(contractOperations(document)).toContain('get /api/session');
    expect(contractOperations(document)).toContain('post /api/pusher-user-authorization');
  });
});
