/** @jest-environment node */
import type { CspViolation } from '../server-error-reporting.ts';
import { cspReportResponse, parseCspReports } from './csp-report.ts';

const site = 'https://site.example';

describe('CSP violation reports', () => {
  it.each<[string, string, CspViolation[]]>([
    [
      'report-uri (application/csp-report): no query string, what was blocked as its origin',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://site.example/faq/?token=secret#x',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?k=1',
          'source-file': 'https://site.example/_next/static/a.js?v=2',
          'line-number': 12,
        },
      }),
      [
        {
          directive: 'script-src-elem',
          blocked: 'https://evil.example',
          documentPath: '/faq/',
          source: 'https://site.example/_next/static/a.js',
          line: 12,
        },
      ],
    ],
    [
      'an older browser: violated-directive with its values',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://site.example/',
          'violated-directive': "style-src 'self'",
          'blocked-uri': 'inline',
        },
      }),
      [{ directive: 'style-src', blocked: 'inline', documentPath: '/', source: undefined }],
    ],
    [
      'report-to (application/reports+json): only csp-violation entries',
      JSON.stringify([
        {
          type: 'csp-violation',
          url: 'https://site.example/a/',
          body: {
            documentURL: 'https://site.example/a/?q=1',
            effectiveDirective: 'connect-src',
            blockedURL: 'wss://ws.example:6001/app',
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
      [{ directive: 'connect-src', blocked: 'wss://ws.example:6001', documentPath: '/a/', source: undefined }],
    ],
    ['not JSON', '<script>alert(1)</script>', []],
    ['no directive', JSON.stringify({ 'csp-report': { 'document-uri': 'https://site.example/' } }), []],
    [
      'a directive that is not one',
      JSON.stringify({ 'csp-report': { 'effective-directive': '<img src=x>', 'blocked-uri': 'eval' } }),
      [],
    ],
    [
      'a blocked value that is not a URL',
      JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'javascript:alert(1)' } }),
      [{ directive: 'img-src', blocked: 'javascript', documentPath: '/', source: undefined }],
    ],
  ])('%s', (_case, body, expected) => {
    expect(parseCspReports(body)).toEqual(expected);
  });

  function post(body: string, headers: Record<string, string> = { 'content-type': 'application/csp-report' }) {
    return new Request(`${site}/_shell/csp-report`, { method: 'POST', body, headers });
  }
  const one = (directive: string, page = '/faq/') =>
    JSON.stringify({
      'csp-report': { 'document-uri': `${site}${page}`, 'effective-directive': directive, 'blocked-uri': 'inline' },
    });

  it('answers 204 at once and passes each new violation on once a minute per process', async () => {
    let time = 1_000_000;
    const reported: string[] = [];
    const options = {
      apiOrigin: 'http://127.0.0.1:1',
      now: () => time,
      report: async (v: CspViolation) => void reported.push(`${v.directive} ${v.documentPath}`),
    };
    for (let i = 0; i < 5; i += 1)
      expect((await cspReportResponse(post(one('script-src-attr')), options)).status).toBe(204);
    expect((await cspReportResponse(post(one('script-src-attr', '/other/')), options)).status).toBe(204);
    expect(reported).toEqual(['script-src-attr /faq/', 'script-src-attr /other/']);
    time += 60_000;
    await cspReportResponse(post(one('script-src-attr')), options);
    expect(reported).toHaveLength(3);
  });

  it.each<[string, Request, number]>([
    ['another method', new Request(`${site}/_shell/csp-report`), 405],
    ['a body over 16 kB', new Request(`${site}/_shell/csp-report`, { method: 'POST', body: 'x'.repeat(20_000) }), 413],
    [
      'a body that is no report',
      new Request(`${site}/_shell/csp-report`, { method: 'POST', body: '{"hello":1}' }),
      400,
    ],
  ])('refuses %s (%i), reporting nothing', async (_case, request, status) => {
    const report = jest.fn(async () => undefined);
    const response = await cspReportResponse(request, { apiOrigin: 'http://127.0.0.1:1', report });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(report).not.toHaveBeenCalled();
  });
});
