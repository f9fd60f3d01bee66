/** @jest-environment node */
import type { CspViolation } from './reporting/server-error-reporting.ts';
import {
  createCspReportLimits,
  CSP_EVENTS_PER_MINUTE,
  CSP_REPORT_RATE,
  cspReportResponse,
  parseCspReports,
} from './csp-report.ts';

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
      limits: createCspReportLimits(),
    };
    for (let i = 0; i < 5; i += 1)
      expect((await cspReportResponse(post(one('script-src-attr')), options)).status).toBe(204);
    expect((await cspReportResponse(post(one('script-src-attr', '/other/')), options)).status).toBe(204);
    expect(reported).toEqual(['script-src-attr /faq/', 'script-src-attr /other/']);
    time += 60_000;
    await cspReportResponse(post(one('script-src-attr')), options);
    expect(reported).toHaveLength(3);
  });

  const report = (type: string, body: BodyInit, extra: Record<string, string> = {}) =>
    new Request(`${site}/_shell/csp-report`, { method: 'POST', body, headers: { 'content-type': type, ...extra } });

  it.each<[string, () => Request, number]>([
    ['another method', () => new Request(`${site}/_shell/csp-report`), 405],
    ['a body over 16 kB', () => report('application/csp-report', 'x'.repeat(20_000)), 413],
    [
      'a body over 16 kB that claims to be small',
      () => report('application/csp-report', 'x'.repeat(20_000), { 'content-length': '100' }),
      413,
    ],
    ['a body that is no report', () => report('application/csp-report', '{"hello":1}'), 400],
    // Only what browsers send: a cross-site form or fetch without a preflight cannot post here.
    ['text/plain', () => report('text/plain', one('script-src-elem')), 415],
    ['a form', () => report('application/x-www-form-urlencoded', one('script-src-elem')), 415],
    ['multipart', () => report('multipart/form-data; boundary=x', one('script-src-elem')), 415],
    ['application/json', () => report('application/json', one('script-src-elem')), 415],
    [
      'no content type',
      () => new Request(`${site}/_shell/csp-report`, { method: 'POST', body: new Blob([one('img-src')]) }),
      415,
    ],
  ])('refuses %s (%i), reporting nothing', async (_case, request, status) => {
    const send = jest.fn(async () => undefined);
    const response = await cspReportResponse(request(), {
      apiOrigin: 'http://127.0.0.1:1',
      report: send,
      limits: createCspReportLimits(),
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(send).not.toHaveBeenCalled();
  });

  it("takes the Reporting API's batches as application/reports+json", async () => {
    const send = jest.fn(async () => undefined);
    const body = JSON.stringify([
      { type: 'csp-violation', body: { documentURL: `${site}/a/`, effectiveDirective: 'img-src', blockedURL: 'data' } },
    ]);
    const response = await cspReportResponse(report('application/reports+json', body), {
      apiOrigin: 'http://127.0.0.1:1',
      report: send,
      limits: createCspReportLimits(),
    });
    expect(response.status).toBe(204);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it(`a flood of distinct reports: ${CSP_REPORT_RATE.bodies} bodies per window are read, then 429; at most ${CSP_EVENTS_PER_MINUTE} events a minute`, async () => {
    let time = 5_000_000;
    const send = jest.fn(async () => undefined);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const options = { apiOrigin: 'http://127.0.0.1:1', now: () => time, report: send, limits: createCspReportLimits() };
    // 20 distinct violations in each body, from 2,000 posts.
    const batch = (n: number) =>
      JSON.stringify(
        Array.from({ length: 20 }, (_, i) => ({
          type: 'csp-violation',
          body: { documentURL: `${site}/p${n}-${i}/`, effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
        })),
      );
    const statuses: number[] = [];
    for (let n = 0; n < 2_000; n += 1) {
      statuses.push((await cspReportResponse(report('application/reports+json', batch(n)), options)).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(CSP_REPORT_RATE.bodies);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2_000 - CSP_REPORT_RATE.bodies);
    expect(send).toHaveBeenCalledTimes(CSP_EVENTS_PER_MINUTE);
    // The next window reads bodies again, but the minute's events are spent.
    time += CSP_REPORT_RATE.windowMs;
    expect((await cspReportResponse(report('application/reports+json', batch(9_999)), options)).status).toBe(204);
    expect(send).toHaveBeenCalledTimes(CSP_EVENTS_PER_MINUTE);
    // A minute on: events again, and one line says how many were dropped.
    time += 60_000;
    await cspReportResponse(report('application/reports+json', batch(10_000)), options);
    expect(send).toHaveBeenCalledTimes(CSP_EVENTS_PER_MINUTE + 10);
    expect(write.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('Dropped'))).toHaveLength(1);
    write.mockRestore();
  });
});
