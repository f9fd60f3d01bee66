#!/usr/bin/env node
// npm run vitals [-- --api <origin>] [--json]: the 75th percentile of each real-user Web Vital (LCP,
// INP, CLS, FCP, TTFB) per brand and template, from what dev-api's collector sink kept. The shell
// sends them with performance consent, through its Snowplow tracker (libs/analytics web-vitals.ts).
import { createRequire } from 'node:module';

const { p75Table, renderP75, vitalsOf } = createRequire(import.meta.url)('./src/lib/web-vitals-p75.cjs');

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(
    'Usage: npm run vitals -- [--api <dev-api origin>] [--json]\n' +
      "Prints p75 of LCP, INP, CLS, FCP and TTFB per brand and template from dev-api's collector sink\n" +
      '(default origin: $SHELL_API_ORIGIN, else http://127.0.0.1:4000, the one `npm start` runs).\n',
  );
  process.exit(0);
}
const apiAt = argv.indexOf('--api');
const api = (apiAt >= 0 ? argv[apiAt + 1] : undefined) ?? process.env.SHELL_API_ORIGIN ?? 'http://127.0.0.1:4000';
let events;
try {
  const response = await fetch(`${api}/__dev/events?e=ue`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  events = await response.json();
} catch (error) {
  process.stderr.write(
    `vitals: cannot read dev-api's collector sink at ${api}/__dev/events (${error.message}). Is dev-api running (npm start)?\n`,
  );
  process.exit(1);
}
const rows = p75Table(vitalsOf(events));
if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
else if (rows.length === 0)
  process.stdout.write(
    'No Web Vitals in the collector sink yet: visit pages with performance consent, then leave or hide them.\n',
  );
else process.stdout.write(`${renderP75(rows)}\n`);
