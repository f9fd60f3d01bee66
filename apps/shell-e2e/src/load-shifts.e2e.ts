// No layout shift while the home page loads (the owner's target: CLS 0 on every brand), from the
// navigation's start until the page has hydrated and the network is idle, whatever arrives late:
// the shell's texts (/_shell/messages/..., before hydration), the icon sprite (/_shell/icons/...),
// everything on a slow network, and the document itself in pieces (a frame painted while the HTML is
// half parsed once moved the whole footer of a short page up as the rest of it arrived).
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';
import { hydrated } from './hydrated.ts';

/** How long a held-back resource waits: well after the page would otherwise have hydrated. */
const HELD_BACK_MS = 1200;

interface Scenario {
  title: string;
  /** dev-api persona: the default is a logged-out visitor. */
  persona?: string;
  viewport: { width: number; height: number };
  /** Requests (URL part) held back by {@link HELD_BACK_MS}. */
  holdBack?: string[];
  /** Every request delayed by 100-400 ms and the document arriving in pieces. */
  slowNetwork?: boolean;
  /** Brand main only (`@once`). */
  once?: boolean;
}

const DESKTOP = { width: 1280, height: 720 };
const MOBILE = { width: 390, height: 844 };

// Every brand: each header and footer (a brand's navigation, a logged-out visitor's and a client's,
// desktop and phone), with the texts late and the network slow. Brand main also holds back the
// sprite and the other visitor's texts: the same loading code, on every brand's frames already above.
const SCENARIOS: Scenario[] = [
  { title: 'a logged-out visitor', viewport: DESKTOP },
  {
    title: 'a logged-out visitor, the texts held back',
    viewport: DESKTOP,
    holdBack: ['/_shell/messages/'],
    once: true,
  },
  {
    title: 'a logged-out visitor on a phone, the sprite held back',
    viewport: MOBILE,
    holdBack: ['/_shell/icons/'],
    once: true,
  },
  { title: 'a logged-out visitor on a phone, a slow network', viewport: MOBILE, slowNetwork: true },
  { title: 'a client on a phone', persona: 'client-mobile', viewport: MOBILE },
  { title: 'a client, the texts held back', persona: 'client', viewport: DESKTOP, holdBack: ['/_shell/messages/'] },
  {
    title: 'a client, the sprite held back',
    persona: 'client',
    viewport: DESKTOP,
    holdBack: ['/_shell/icons/'],
    once: true,
  },
  { title: 'a client, a slow network', persona: 'client', viewport: DESKTOP, slowNetwork: true, once: true },
];

/** One layout shift as the browser reported it, with what moved (described when it moved). */
interface Shift {
  at: number;
  value: number;
  moved: { node: string; from: string; to: string }[];
}

/** Records every layout shift from the navigation's start (buffered), with its sources described. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(a node since removed)';
      if (!(node instanceof Element)) return node.nodeName;
      const open = node.outerHTML.slice(0, node.outerHTML.indexOf('>') + 1);
      return open.length > 160 ? `${open.slice(0, 160)}...` : open;
    };
    const shifts: Shift[] = [];
    (window as unknown as { __loadShifts: Shift[] }).__loadShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        shifts.push({
          at: Math.round(shift.startTime),
          value: shift.value,
          moved: (shift.sources ?? []).map((source) => ({
            node: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 100-400 ms, the same for a URL on every run (a reproducible slow network). */
function delayOf(url: string): number {
  let hash = 0;
  for (const char of new URL(url).pathname) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 100 + (hash % 301);
}

/**
 * A proxy in front of the brand's server that sends HTML documents in pieces of 1 kB, 80 ms apart
 * (uncompressed, so each piece is a part of the markup): the browser paints what it has parsed so
 * far, as it would on a slow connection. Everything else passes through as it comes.
 */
async function piecemealProxy(target: string): Promise<Server> {
  const origin = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = forward(
      {
        host: origin.hostname,
        port: origin.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (response) => {
        if (!(response.headers['content-type'] ?? '').includes('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = { ...response.headers };
          delete headers['content-length'];
          outgoing.writeHead(response.statusCode ?? 502, headers);
          const body = Buffer.concat(chunks);
          void (async () => {
            for (let at = 0; at < body.length; at += 1024) {
              if (at > 0) await wait(80);
              outgoing.write(body.subarray(at, at + 1024));
            }
            outgoing.end();
          })();
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function holdBack(context: BrowserContext, part: string, released: string[]): Promise<void> {
  await context.route(`**${part}**`, async (route) => {
    await wait(HELD_BACK_MS);
    released.push(part);
    await route.continue();
  });
}

test.describe('no layout shift while the home page loads', () => {
  for (const scenario of SCENARIOS) {
    test(scenario.title, { tag: scenario.once ? '@once' : [] }, async ({ page, context, baseURL, usePersona }) => {
      if (scenario.persona) await usePersona(scenario.persona);
      await page.setViewportSize(scenario.viewport);
      await recordShifts(page);
      const released: string[] = [];
      for (const part of scenario.holdBack ?? []) await holdBack(context, part, released);
      let url = baseURL ?? '';
      let proxy: Server | undefined;
      if (scenario.slowNetwork) {
        await context.route('**/*', async (route) => {
          if (route.request().resourceType() !== 'document') await wait(delayOf(route.request().url()));
          await route.continue();
        });
        // Cookies are per host, not per port: the brand's and persona's reach the proxy too.
        proxy = await piecemealProxy(url);
        url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      }
      try {
        await page.goto(`${url}/`, { waitUntil: 'commit' });
        await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
        await page.waitForLoadState('networkidle');
        // Each held-back part was let through (the texts twice on the App Router: the head's, and
        // the rest that the lazy parts fetch).
        expect([...new Set(released)]).toEqual(scenario.holdBack ?? []);
        // Two frames: the last layout's shifts are reported.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await page.evaluate(() => (window as unknown as { __loadShifts: Shift[] }).__loadShifts);
        const report = shifts
          .map(
            (shift) =>
              `${shift.value.toFixed(4)} at ${shift.at} ms:\n${shift.moved
                .map((moved) => `  ${moved.node} from ${moved.from} to ${moved.to}`)
                .join('\n')}`,
          )
          .join('\n');
        expect(shifts.length, `layout shifts while the page loaded:\n${report}`).toBe(0);
      } finally {
        proxy?.closeAllConnections();
        proxy?.close();
      }
    });
  }
});
