/** The schema of the shell's Web Vitals events. */
export declare const WEB_VITAL_SCHEMA: string;
/** The five vitals, in the order they are reported. */
export declare const VITALS: readonly ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
export type VitalName = (typeof VITALS)[number];
/** One measured vital. */
export interface MeasuredVital {
  name: VitalName;
  value: number;
  brand: string;
  template: string;
}
/** A row of the p75 table: a brand and template, and each vital's p75 and sample count. */
export type P75Row = { brand: string; template: string } & Record<
  VitalName,
  { p75: number | undefined; samples: number }
>;
/** The web_vital data of the collector's self-describing events (others are skipped). */
export declare function vitalsOf(events: unknown): MeasuredVital[];
/** The 75th percentile by the nearest-rank method; undefined for none. */
export declare function p75(values: readonly number[]): number | undefined;
/** One row per brand and template (sorted). */
export declare function p75Table(vitals: readonly MeasuredVital[]): P75Row[];
/** The table as Markdown: a cell is `p75 (samples)`. */
export declare function renderP75(rows: readonly P75Row[]): string;
