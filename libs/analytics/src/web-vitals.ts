import type * as WebVitalsModule from 'web-vitals';
import { WEB_VITAL_SCHEMA } from './constants.ts';
import type { SelfDescribingEvent } from './tracker.ts';

/** The part of the web-vitals library the shell uses; injectable so tests need no browser. */
export type WebVitalsApi = Pick<typeof WebVitalsModule, 'onLCP' | 'onINP' | 'onCLS' | 'onFCP' | 'onTTFB'>;

/** A metric as the web-vitals library reports it (the fields the shell sends). */
type Metric = Pick<WebVitalsModule.Metric, 'name' | 'value' | 'rating' | 'navigationType'>;

/** Where a page's vitals come from: what is sent with each (never the URL, never who). */
export interface WebVitalsPage {
  /** The brand of the site (brand-config's brand id). */
  brand: string;
  /** The page template (spec 2.4) of the page the visit landed on. */
  template: string;
  /** Its route pattern (Next.js's `router.pathname`, for example `/[slug]`), not the URL. */
  route: string;
}

/** Options of {@link measureWebVitals}. */
export interface WebVitalsOptions {
  /** Loads the library; defaults to a dynamic import of web-vitals (never in first-load JS). */
  load?: () => Promise<WebVitalsApi>;
  /** The browser's effective connection type; defaults to `navigator.connection.effectiveType`. */
  connection?: () => string | undefined;
}

const CONNECTION_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

const loadWebVitals = (): Promise<WebVitalsApi> => import('web-vitals');

function browserConnection(): string | undefined {
  const navigatorWithConnection = globalThis.navigator as
    (Navigator & { connection?: { effectiveType?: unknown } }) | undefined;
  const type = navigatorWithConnection?.connection?.effectiveType;
  return typeof type === 'string' ? type : undefined;
}

/**
 * The self-describing event of one metric, under the schema kept in the repository
 * (`libs/analytics/schemas/com.therapyshell/web_vital/jsonschema/1-0-0`). CLS keeps 4 decimals,
 * the times whole milliseconds.
 *
 * @example
 * webVitalEvent({ name: 'LCP', value: 1234.5, rating: 'good', navigationType: 'navigate' }, { brand: 'main', template: 'Home', route: '/' }, '4g');
 * // { schema: WEB_VITAL_SCHEMA, data: { name: 'LCP', value: 1235, rating: 'good', navigation_type: 'navigate', brand: 'main', template: 'Home', route: '/', connection_type: '4g' } }
 */
export function webVitalEvent(
  metric: Metric,
  page: WebVitalsPage,
  connection: string | undefined,
): SelfDescribingEvent {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return {
    schema: WEB_VITAL_SCHEMA,
    data: {
      name: metric.name,
      value: Math.max(0, value),
      rating: metric.rating,
      navigation_type: metric.navigationType,
      brand: page.brand.slice(0, 64),
      template: page.template.slice(0, 64),
      route: page.route.slice(0, 255),
      connection_type: connection && CONNECTION_TYPES.has(connection) ? connection : 'unknown',
    },
  };
}

/** Where the page's metrics go now; the library's callbacks are registered once per document. */
interface Target {
  tracker: { trackSelfDescribing(event: SelfDescribingEvent): void };
  page: WebVitalsPage;
  connection: () => string | undefined;
}
let target: Target | undefined;
let registered: Promise<void> | undefined;

/**
 * Measures the page's LCP, INP, CLS, FCP and TTFB with the web-vitals library and sends each, once,
 * through the tracker as a self-describing event when the library reports it (FCP and TTFB soon
 * after the load; LCP at the first input or when the page is hidden; CLS and INP when the page is
 * hidden). Call it once performance consent is given: the library is imported then, and reads the
 * page's buffered performance entries, so nothing measured earlier is lost. The tracker sends the
 * events with the page's others, and flushes its queue when the page is left. The library's
 * callbacks are registered once per document: a later call (consent given again, the shell's
 * runtime restarted) only changes where the metrics go. Resolves to a stop: what the library
 * reports after it is dropped (consent withdrawn, page left).
 *
 * @example
 * const stop = await measureWebVitals(analytics, { brand: 'main', template: 'Home', route: '/' });
 */
export async function measureWebVitals(
  tracker: { trackSelfDescribing(event: SelfDescribingEvent): void },
  page: WebVitalsPage,
  options: WebVitalsOptions = {},
): Promise<() => void> {
  const mine: Target = { tracker, page, connection: options.connection ?? browserConnection };
  target = mine;
  registered ??= (options.load ?? loadWebVitals)().then(
    (vitals) => {
      const send = (metric: Metric) => {
        if (target) target.tracker.trackSelfDescribing(webVitalEvent(metric, target.page, target.connection()));
      };
      for (const on of [vitals.onTTFB, vitals.onFCP, vitals.onLCP, vitals.onCLS, vitals.onINP]) on(send);
    },
    (error: unknown) => {
      registered = undefined;
      throw error;
    },
  );
  await registered;
  return () => {
    if (target === mine) target = undefined;
  };
}

/** Forgets the registration (tests: each starts as a fresh document). */
export function forgetWebVitals(): void {
  target = undefined;
  registered = undefined;
}
