/** @jest-environment node */
import type { PageContext, SiteConfig } from '@therapy-shell/core';
import { applyPageSecurity, existingNonce, requestNonce } from './page-security.ts';

const page: PageContext = {
  template: 'Home',
  path: '/',
  query: {},
  device: { isMobile: false, isApp: false },
} as unknown as PageContext;
const config: Partial<SiteConfig> = {
  product_code_name: 'main',
  product_name: 'Acme',
  snowplow_external_endpoint: 'https://collector.acme.example/x',
};

function headersOf(req: object, input: Parameters<typeof applyPageSecurity>[2]): Record<string, string> {
  const headers: Record<string, string> = {};
  applyPageSecurity(req, { setHeader: (name: string, value: string) => (headers[name] = value) }, input);
  return headers;
}

describe('page security headers (the policy worked out once per site config)', () => {
  it('never gives two page requests the same nonce, across refills of its random pool', () => {
    const nonces = Array.from({ length: 1_000 }, () => requestNonce({}));
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('gives every page request its own nonce in an otherwise identical policy', () => {
    const [a, b] = [{}, {}];
    const first = headersOf(a, { config, page, development: false });
    const second = headersOf(b, { config, page, development: false });
    const nonceA = existingNonce(a) ?? '';
    const nonceB = existingNonce(b) ?? '';
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceB).not.toBe(nonceA);
    expect(first['Content-Security-Policy']).toContain(`script-src 'nonce-${nonceA}' 'strict-dynamic'`);
    expect(first['Content-Security-Policy']).toContain(`style-src 'self' 'nonce-${nonceA}'`);
    expect(first['Content-Security-Policy']?.split(nonceA).join('N')).toBe(
      second['Content-Security-Policy']?.split(nonceB).join('N'),
    );
    expect(first['Content-Security-Policy']).not.toContain('\u0000');
    expect(first['Cache-Control']).toBe('private, no-store');
    // The policy's report-to group names the shell's report endpoint.
    expect(first['Content-Security-Policy']).toContain('report-to csp');
    expect(first['Reporting-Endpoints']).toBe('csp="/_shell/csp-report"');
  });

  it('follows the site config and the per-request widget decision', () => {
    const widgetUrl = 'https://widget.example/w.js';
    const shown = headersOf({}, { config, page, widgetUrl, development: false })['Content-Security-Policy'];
    const disabled = headersOf({}, { config, page, widgetUrl, cookie: 'no_accessibe=1', development: false })[
      'Content-Security-Policy'
    ];
    expect(shown).toContain("connect-src 'self' https://collector.acme.example https://widget.example");
    expect(disabled).toContain("connect-src 'self' https://collector.acme.example; ");
    const other = headersOf(
      {},
      { config: { ...config, snowplow_external_endpoint: 'https://other.example' }, page, development: false },
    )['Content-Security-Policy'];
    expect(other).toContain("connect-src 'self' https://other.example; ");
    const fallbackPage = headersOf({}, { config: undefined, page: undefined, development: false })[
      'Content-Security-Policy'
    ];
    expect(fallbackPage).toContain("connect-src 'self'; ");
  });
});
