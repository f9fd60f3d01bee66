import type { Page, Response } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

// Security in a real browser (DESIGN.md section 7): the policy holds on every brand's
// pages and dialogs, nothing frames the shell, hostile data renders as text, redirects stay home,
// malformed cookies never break a page, and per-visitor answers never reach a shared cache.
const DEV_API = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...((await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )) as string[]),
  ];
}

function expectPageHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(response?.status()).toBe(200);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cache-control']).toBe('private, no-store');
}

test.describe('the Content-Security-Policy', () => {
  test("every page and dialog runs under the brand's policy with zero violations", async ({ page, usePersona }) => {
    const violations = await watchViolations(page);
    for (const path of ['/', '/faq/', '/gethelpnow/', '/accessibility/']) {
      expectPageHeaders(await page.goto(path));
      await expect(page.locator('main')).toBeVisible();
    }
    // The dialogs, from the footer of the home page.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    const language = footer.getByRole('button', { name: /current language/ });
    if (await language.isVisible()) {
      await language.click();
      await expect(page.getByRole('dialog', { name: 'Language settings' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    // A client's pages: the notification component and the cancel dialog.
    await usePersona('client');
    expectPageHeaders(await page.goto('/'));
    const cancel = page.getByRole('contentinfo').getByRole('button', { name: 'Cancel Subscription' });
    if (await cancel.isVisible()) {
      await cancel.click();
      await expect(page.getByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });

  test(
    'a page of another origin cannot frame the shell (clickjacking)',
    { tag: '@once' },
    async ({ page, baseURL }) => {
      const blocked = page
        .waitForEvent('console', {
          predicate: (m) => /frame-ancestors|Refused to display/i.test(m.text()),
          timeout: 10_000,
        })
        .catch(() => undefined);
      await page.goto(`${DEV_API}/__dev/health`);
      await page.setContent(`<iframe id="shell" src="${baseURL}/" width="800" height="600"></iframe>`);
      await blocked;
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame).toBeDefined();
      // A refused frame never shows the shell: no footer, no crisis notice, nothing to click.
      const framedFooter = frame
        ? await frame
            .locator('footer')
            .count()
            .catch(() => 0)
        : 0;
      expect(framedFooter).toBe(0);
    },
  );
});

test.describe('per-visitor answers never reach a shared cache', () => {
  test(
    'the proxied session answer carries private, no-store and the security headers',
    { tag: '@once' },
    async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}/api/session`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  for (const path of ['/', '/faq/', '/terms/', '/dashboard/', '/gethelpnow/']) {
    test(
      `SSR page ${path} is private, no-store, for a visitor and for a client`,
      { tag: '@once' },
      async ({ request, baseURL, brand }) => {
        for (const persona of ['default', 'client']) {
          const response = await request.get(`${baseURL}${path}`, {
            headers: { cookie: `dev_brand=${brand}; dev_persona=${persona}` },
          });
          expect(response.status()).toBe(200);
          expect(response.headers()['cache-control']).toBe('private, no-store');
        }
      },
    );
  }
});

test.describe('hostile data renders as text', () => {
  test(
    'script in the product name, language names and translations never runs and no javascript: link exists',
    { tag: '@once' },
    async ({ page, usePersona }) => {
      await usePersona('hostile');
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('<script>window.__xss=');
      await footer.getByRole('button', { name: /current language/ }).click();
      await page.getByRole('dialog', { name: 'Language settings' }).getByRole('combobox').click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.waitForTimeout(300);
      const found = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: string }).__xss ?? null,
        javascriptLinks: [...document.querySelectorAll('[href],[src],[action],[formaction]')]
          .map(
            (el) =>
              el.getAttribute('href') ??
              el.getAttribute('src') ??
              el.getAttribute('action') ??
              el.getAttribute('formaction') ??
              '',
          )
          .filter((url) => /^\s*(javascript|vbscript|data):/i.test(url)),
        handlers: [...document.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}.${a.name}`),
        ),
        injected: document.querySelectorAll('main img[src="x"], footer img[src="x"], header img[src="x"], svg[onload]')
          .length,
      }));
      expect(found).toEqual({ xss: null, javascriptLinks: [], handlers: [], injected: 0 });
      expect(dialogs).toEqual([]);
    },
  );
});

test.describe('redirects stay on this site (DESIGN.md section 7)', () => {
  const corpus = [
    '//evil.example/',
    'https://evil.example/',
    'javascript:window.__redirected=1',
    '/\\evil.example/',
    'https://evil.example@127.0.0.1/',
    '\t//evil.example/',
  ];

  for (const location of corpus) {
    test(
      `a forward-location of ${JSON.stringify(location)} is not followed`,
      { tag: '@once' },
      async ({ page, usePersona, baseURL }) => {
        await usePersona('redirect-target');
        const set = await fetch(`${DEV_API}/__dev/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            path: '/api/subscription/unsubscribe/',
            persona: 'redirect-target',
            status: 200,
            body: { status: 'success' },
            headers: { 'forward-location': location },
          }),
        });
        expect(set.status).toBe(201);
        try {
          await page.goto('/');
          await page.getByRole('contentinfo').getByRole('button', { name: 'Cancel Subscription' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('textbox', { name: /Email address/ }).fill('client@example.com');
          await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
          await expect(dialog.getByText('Cancellation request received')).toBeVisible();
          await page.waitForTimeout(300);
          expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
          expect(
            await page.evaluate(() => (window as unknown as { __redirected?: number }).__redirected ?? null),
          ).toBeNull();
        } finally {
          await fetch(`${DEV_API}/__dev/faults?persona=redirect-target`, { method: 'DELETE' });
        }
      },
    );
  }

  test(
    'the login link of the cancel error returns only to a path of this site',
    { tag: '@once' },
    async ({ page, usePersona }) => {
      await usePersona('unsubscribe-error');
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Email address/ }).fill('client@example.com');
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      const link = dialog.getByRole('link', { name: /Account Settings/ });
      await expect(link).toHaveAttribute('href', '/login?redir=%2Faccount-settings%2Fsubscription%2F');
    },
  );
});

test.describe('what reaches the backend', { tag: '@once' }, () => {
  async function calls(path: string) {
    return (await (await fetch(`${DEV_API}/__dev/requests?path=${encodeURIComponent(path)}`)).json()) as {
      path: string;
      headers?: Record<string, string>;
    }[];
  }

  test("a client's own X-Forwarded-For never does (the peer is no trusted proxy): the real peer does, on page loads and through /api", async ({
    request,
  }) => {
    const id = `xff-${Date.now()}`;
    expect(
      (
        await request.get('/faq/', { headers: { 'x-forwarded-for': '6.6.6.6', 'x-request-id': `${id}-page` } })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.get('/api/session', {
          headers: {
            'x-forwarded-for': '6.6.6.6',
            'x-request-id': `${id}-api`,
            forwarded: 'for=6.6.6.6',
            'x-original-url': '/api/internal/x',
          },
        })
      ).status(),
    ).toBe(200);
    const sessions = await calls('/api/session');
    for (const suffix of ['page', 'api']) {
      const call = sessions.find((entry) => entry.headers?.['x-request-id'] === `${id}-${suffix}`);
      expect(call?.headers?.['x-forwarded-for'], suffix).toBe('127.0.0.1');
    }
  });

  test("only /api/* does: near misses of the shell's own paths and /api/internal/* never reach it", async ({
    request,
  }) => {
    const paths = [
      '/_shell/health/',
      '/_shell/live.json',
      '/favicon.ico/',
      '/%66avicon.ico',
      '/api/internal/presignup_experiments/assign',
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(200);
    }
    for (const path of [
      '/_shell/health/',
      '/_shell/live.json',
      '/favicon.ico/',
      '/%66avicon.ico',
      '/api/internal/presignup_experiments/assign',
    ]) {
      expect(await calls(path), path).toEqual([]);
    }
  });
});

test.describe('CSP violations reach the error-reporting service', () => {
  test(
    'the page names the endpoint, and a report posted to it arrives once at the sink, without its query string',
    { tag: '@once' },
    async ({ page, request }) => {
      const response = await page.goto('/faq/');
      expect(response?.headers()['content-security-policy']).toContain('report-uri /_shell/csp-report; report-to csp');
      expect(response?.headers()['reporting-endpoints']).toBe('csp="/_shell/csp-report"');
      const path = `/csp-e2e-${Date.now()}/`;
      const report = {
        'csp-report': {
          'document-uri': `http://127.0.0.1${path}?token=secret`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      };
      for (let i = 0; i < 3; i += 1) {
        const answer = await request.post('/_shell/csp-report', {
          data: JSON.stringify(report),
          headers: { 'content-type': 'application/csp-report' },
        });
        expect(answer.status()).toBe(204);
      }
      type SinkEvent = {
        payload: { level?: string; message?: string; tags?: Record<string, string>; extra?: Record<string, unknown> };
      };
      const matching = async () =>
        ((await (await fetch(`${DEV_API}/__dev/errors?type=event`)).json()) as SinkEvent[]).filter(
          (event) => event.payload.extra?.['documentPath'] === path,
        );
      await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(1);
      const [event] = await matching();
      expect(event?.payload).toMatchObject({
        level: 'warning',
        tags: { csp_directive: 'script-src-elem', csp_blocked: 'https://evil.example' },
      });
      expect(JSON.stringify(event)).not.toContain('secret');
    },
  );
});

test.describe('overlong headers are cut before Next.js sees them', () => {
  test(
    'a 14 kB User-Agent reaches the page-load step (and so the backend) as its first 512 bytes',
    { tag: '@once' },
    async ({ request }) => {
      const userAgent = `Mozilla/5.0 (long) ${'x'.repeat(14_000)}`;
      const requestId = `long-ua-${Date.now()}`;
      const response = await request.get('/faq/', { headers: { 'user-agent': userAgent, 'x-request-id': requestId } });
      expect(response.status()).toBe(200);
      const calls = (await (await fetch(`${DEV_API}/__dev/requests?path=/api/session`)).json()) as {
        headers?: Record<string, string>;
      }[];
      const call = calls.find((entry) => entry.headers?.['x-request-id'] === requestId);
      expect(call?.headers?.['user-agent']).toBe(userAgent.slice(0, 512));
    },
  );
});

test.describe('cookies', () => {
  const malformed: [string, string, string][] = [
    ['a malformed consent cookie', 'OptanonConsent', '%E0%A4%A'],
    ['a tampered consent cookie', 'OptanonConsent', 'groups=C0001:0,C0002:1,C0002:1'],
    ['a language cookie with markup', 'pref_language', '<script>alert(1)</script>'],
    ['a language cookie of another language', 'pref_language', 'xx-YY'],
    ['a cookie of the largest size a browser keeps', 'padding', 'x'.repeat(4000)],
  ];
  for (const [name, cookie, value] of malformed) {
    test(`${name} never breaks a page`, { tag: '@once' }, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: cookie, value: encodeURIComponent(value), url: baseURL ?? '' }]);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('contentinfo').getByText(/If you are in a crisis/)).toBeVisible();
    });
  }

  test(
    'oversized request headers are refused cleanly and the server keeps serving',
    { tag: '@once' },
    async ({ request, baseURL, brand }) => {
      const big = await request.get(`${baseURL}/`, {
        headers: { cookie: `dev_brand=${brand}; a=${'x'.repeat(12_000)}` },
      });
      expect(big.status()).toBe(200);
      const huge = await request
        .get(`${baseURL}/`, { headers: { cookie: `dev_brand=${brand}; a=${'x'.repeat(40_000)}` } })
        .catch(() => undefined);
      if (huge) expect(huge.status()).toBe(431);
      const after = await request.get(`${baseURL}/`, { headers: { cookie: `dev_brand=${brand}` } });
      expect(after.status()).toBe(200);
    },
  );

  test(
    'every cookie the shell writes has its lifetime, SameSite Lax, host-only on an IP host, not Secure on http',
    { tag: '@once' },
    async ({ page, context }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Cookie Settings' }).click();
      await page
        .getByRole('dialog', { name: 'Cookie settings' })
        .getByRole('button', { name: 'Save settings' })
        .click();
      await footer.getByRole('button', { name: /current language/ }).click();
      const language = page.getByRole('dialog', { name: 'Language settings' });
      await language.getByRole('combobox').click();
      await page.getByRole('option', { name: 'Deutsch' }).click();
      const now = Date.now() / 1000;
      await Promise.all([page.waitForEvent('load'), language.getByRole('button', { name: /Save/ }).click()]);
      const written = (await context.cookies()).filter((c) => !c.name.startsWith('dev_'));
      const byName = Object.fromEntries(written.map((c) => [c.name.replace(/^(_sp_(?:id|ses))\..*$/, '$1'), c]));
      // The consent and language cookies, and the analytics tracker's (the default persona assumes consent).
      expect(Object.keys(byName).sort()).toEqual(['OptanonConsent', '_sp_id', '_sp_ses', 'pref_language']);
      for (const cookie of written) {
        expect(cookie).toMatchObject({
          sameSite: 'Lax',
          secure: false,
          path: '/',
          domain: '127.0.0.1',
          httpOnly: false,
        });
      }
      expect(byName['pref_language']?.expires).toBeGreaterThan(now + 30 * 86400 - 120);
      expect(byName['pref_language']?.expires).toBeLessThan(now + 30 * 86400 + 120);
      expect(byName['OptanonConsent']?.expires).toBeGreaterThan(now + 365 * 86400 - 120);
      expect(byName['OptanonConsent']?.expires).toBeLessThan(now + 365 * 86400 + 120);
      // Spec 9: analytics cookie lifetime 63072000 s (Chromium keeps no cookie longer than 400 days), session timeout 1800 s.
      const analyticsLifetime = Math.min(63_072_000, 400 * 86400);
      expect(byName['_sp_id']?.expires).toBeGreaterThan(now + analyticsLifetime - 120);
      expect(byName['_sp_id']?.expires).toBeLessThan(now + analyticsLifetime + 120);
      expect(byName['_sp_ses']?.expires).toBeGreaterThan(now + 1800 - 120);
      expect(byName['_sp_ses']?.expires).toBeLessThan(now + 1800 + 120);
    },
  );
});
