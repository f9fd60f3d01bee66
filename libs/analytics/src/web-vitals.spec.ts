import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as WebVitalsModule from 'web-vitals';
import { WEB_VITAL_SCHEMA } from './constants.ts';
import type { SelfDescribingEvent } from './tracker.ts';
import { forgetWebVitals, measureWebVitals, webVitalEvent, type WebVitalsApi } from './web-vitals.ts';

// The schema kept in the repository is what the collector's pipeline validates against: every
// event the shell makes must satisfy it.
interface PropertySchema {
  type?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maxLength?: number;
}
const schema = JSON.parse(
  readFileSync(join(__dirname, '..', 'schemas', 'com.therapyshell', 'web_vital', 'jsonschema', '1-0-0'), 'utf8'),
) as {
  self: { vendor: string; name: string; version: string };
  properties: Record<string, PropertySchema>;
  required: string[];
  additionalProperties: boolean;
};

/** The schema's rules for a flat object (the subset of JSON Schema it uses), as a list of problems. */
function problems(data: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const key of schema.required) if (!(key in data)) found.push(`${key} is missing`);
  for (const [key, value] of Object.entries(data)) {
    const rule = schema.properties[key];
    if (!rule) {
      if (!schema.additionalProperties) found.push(`${key} is not in the schema`);
      continue;
    }
    if (rule.enum && !rule.enum.includes(value))
      found.push(`${key}: ${String(value)} is not one of ${rule.enum.join(', ')}`);
    if (rule.type === 'number' && typeof value !== 'number') found.push(`${key} is not a number`);
    if (rule.type === 'string' && typeof value !== 'string') found.push(`${key} is not a string`);
    if (rule.minimum !== undefined && typeof value === 'number' && value < rule.minimum) found.push(`${key} < minimum`);
    if (rule.maxLength !== undefined && typeof value === 'string' && value.length > rule.maxLength)
      found.push(`${key} is too long`);
  }
  return found;
}

const page = { brand: 'main', template: 'Home', route: '/' };

describe('the web_vital schema', () => {
  it('is the schema the events name', () => {
    const { vendor, name, version } = schema.self;
    expect(`iglu:${vendor}/${name}/jsonschema/${version}`).toBe(WEB_VITAL_SCHEMA);
  });

  it('rejects what it must (the check can fail)', () => {
    expect(problems({ name: 'FID', value: -1, extra: 1 })).toEqual(
      expect.arrayContaining([
        'name: FID is not one of LCP, INP, CLS, FCP, TTFB',
        'value < minimum',
        'extra is not in the schema',
      ]),
    );
  });
});

describe('a metric as an event', () => {
  it.each<[WebVitalsModule.Metric['name'], number, number]>([
    ['LCP', 1234.56, 1235],
    ['INP', 88.4, 88],
    ['CLS', 0.123456, 0.1235],
    ['FCP', 512.5, 513],
    ['TTFB', 41.2, 41],
  ])('%s %f is sent as %f, under the schema', (name, value, sent) => {
    const event = webVitalEvent({ name, value, rating: 'good', navigationType: 'navigate' }, page, '4g');
    expect(event.schema).toBe(WEB_VITAL_SCHEMA);
    expect(event.data).toEqual({
      name,
      value: sent,
      rating: 'good',
      navigation_type: 'navigate',
      brand: 'main',
      template: 'Home',
      route: '/',
      connection_type: '4g',
    });
    expect(problems(event.data)).toEqual([]);
  });

  it.each<[string | undefined, string]>([
    ['3g', '3g'],
    ['slow-2g', 'slow-2g'],
    [undefined, 'unknown'],
    ['wifi', 'unknown'],
  ])('connection %p is sent as %p', (connection, sent) => {
    const event = webVitalEvent({ name: 'LCP', value: 1, rating: 'poor', navigationType: 'reload' }, page, connection);
    expect(event.data['connection_type']).toBe(sent);
    expect(problems(event.data)).toEqual([]);
  });

  it('cuts a long route to the schema length', () => {
    const event = webVitalEvent(
      { name: 'TTFB', value: 1, rating: 'good', navigationType: 'navigate' },
      { ...page, route: `/${'a'.repeat(400)}` },
      '4g',
    );
    expect(problems(event.data)).toEqual([]);
  });
});

describe('measuring (web-vitals callbacks)', () => {
  type Callback = (metric: WebVitalsModule.Metric) => void;
  let callbacks: Record<string, Callback[]>;
  const fake = (): WebVitalsApi => {
    const on = (name: string) => (callback: Callback) => {
      (callbacks[name] ??= []).push(callback);
    };
    return {
      onLCP: on('LCP'),
      onINP: on('INP'),
      onCLS: on('CLS'),
      onFCP: on('FCP'),
      onTTFB: on('TTFB'),
    } as unknown as WebVitalsApi;
  };
  const report = (name: WebVitalsModule.Metric['name'], value: number) => {
    for (const callback of callbacks[name] ?? [])
      callback({ name, value, rating: 'good', navigationType: 'navigate' } as WebVitalsModule.Metric);
  };
  const tracker = () => {
    const sent: SelfDescribingEvent[] = [];
    return { sent, trackSelfDescribing: (event: SelfDescribingEvent) => sent.push(event) };
  };

  beforeEach(() => {
    callbacks = {};
    forgetWebVitals();
  });

  it('registers all five metrics and sends each as the library reports it', async () => {
    const t = tracker();
    await measureWebVitals(t, page, { load: async () => fake(), connection: () => '4g' });
    expect(Object.keys(callbacks).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    report('FCP', 400);
    report('CLS', 0.05);
    expect(t.sent.map((event) => [event.data['name'], event.data['value']])).toEqual([
      ['FCP', 400],
      ['CLS', 0.05],
    ]);
  });

  it('registers once per document: a second start only changes where the metrics go, and a stop drops them', async () => {
    const load = jest.fn(async () => fake());
    const first = tracker();
    const stopFirst = await measureWebVitals(first, page, { load });
    stopFirst();
    report('LCP', 1000);
    expect(first.sent).toEqual([]);
    const second = tracker();
    await measureWebVitals(second, { ...page, template: 'FAQ' }, { load });
    report('LCP', 1100);
    expect(load).toHaveBeenCalledTimes(1);
    expect(callbacks['LCP']).toHaveLength(1);
    expect(second.sent.map((event) => event.data['template'])).toEqual(['FAQ']);
  });

  it('rejects when the library fails to load, and loads it again on the next start', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fake());
    await expect(measureWebVitals(tracker(), page, { load })).rejects.toThrow('chunk failed');
    await measureWebVitals(tracker(), page, { load });
    expect(load).toHaveBeenCalledTimes(2);
    expect(callbacks['TTFB']).toHaveLength(1);
  });
});
