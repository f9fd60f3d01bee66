import { p75, p75Table, renderP75, vitalsOf, WEB_VITAL_SCHEMA } from './web-vitals-p75.cjs';

const event = (data: Record<string, unknown>, schema = WEB_VITAL_SCHEMA) => ({
  e: 'ue',
  unstructured: {
    schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
    data: { schema, data },
  },
});

describe('p75 (nearest rank)', () => {
  it.each<[number[], number | undefined]>([
    [[], undefined],
    [[7], 7],
    [[1, 2, 3, 4], 3],
    [[4, 3, 2, 1, 5], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
    [Array.from({ length: 100 }, (_, i) => i + 1), 75],
  ])('of %j is %p', (values, expected) => expect(p75(values)).toBe(expected));
});

describe('the p75 table from the collector sink', () => {
  const events = [
    event({ name: 'LCP', value: 1000, brand: 'main', template: 'Home' }),
    event({ name: 'LCP', value: 3000, brand: 'main', template: 'Home' }),
    event({ name: 'LCP', value: 2000, brand: 'main', template: 'Home' }),
    event({ name: 'CLS', value: 0.02, brand: 'main', template: 'Home' }),
    event({ name: 'TTFB', value: 80, brand: 'teen', template: 'FAQ' }),
    event({ name: 'LCP', value: 999, brand: 'main', template: 'Home' }, 'iglu:com.example/other/jsonschema/1-0-0'),
    event({ name: 'FID', value: 5, brand: 'main', template: 'Home' }),
    { e: 'pv' },
  ];

  it('keeps only web_vital events of the five vitals', () => {
    expect(vitalsOf(events)).toHaveLength(5);
    expect(vitalsOf('not a list')).toEqual([]);
  });

  it('groups by brand and template, with the p75 and the samples of each vital', () => {
    const [main, teen] = p75Table(vitalsOf(events));
    expect(main).toMatchObject({
      brand: 'main',
      template: 'Home',
      LCP: { p75: 3000, samples: 3 },
      CLS: { p75: 0.02, samples: 1 },
    });
    expect(main?.INP).toEqual({ p75: undefined, samples: 0 });
    expect(teen).toMatchObject({ brand: 'teen', template: 'FAQ', TTFB: { p75: 80, samples: 1 } });
  });

  it('renders Markdown with milliseconds, CLS as a score, and the sample counts', () => {
    expect(renderP75(p75Table(vitalsOf(events))).split('\n')).toEqual([
      '| brand | template | LCP | INP | CLS | FCP | TTFB |',
      '|---|---|---:|---:|---:|---:|---:|',
      '| main | Home | 3000 ms (3) | – (0) | 0.020 (1) | – (0) | – (0) |',
      '| teen | FAQ | – (0) | – (0) | – (0) | – (0) | 80 ms (1) |',
    ]);
  });
});
