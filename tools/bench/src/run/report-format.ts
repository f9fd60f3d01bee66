// How the report writes figures, verdicts and tables.
import { kB } from '../lib/first-load.ts';

import { type TargetResult } from './ssr.ts';

import { type Meta, type Verdict } from './report-model.ts';

export const PASS = (ok: boolean): Verdict => (ok ? 'pass' : 'fail');
export const pct = (ratio: number) => `${ratio.toFixed(2)}×`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
export const answerSize = (r: TargetResult) => {
  const sizes = r.rounds.map((x) => x.bytesPerAnswer).filter((n): n is number => typeof n === 'number');
  return sizes.length > 0 ? kB(Math.max(...sizes)) : 'n/a';
};
export const signedPercent = (ratio: number) => `${ratio >= 0 ? '+' : '−'}${Math.abs(ratio * 100).toFixed(0)} %`;
export const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kB(Math.abs(bytes))}`;

export const VERDICT_TEXT: Record<Verdict, string> = {
  pass: 'pass',
  fail: '**FAIL**',
  info: '–',
};

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}

export function when(section: { measuredAt: string } | undefined, meta: Meta): string {
  if (!section || section.measuredAt === meta.date) return '';
  return ` _(measured ${section.measuredAt}, in an earlier run)_`;
}
