// The 75th percentile of each real-user Web Vital, per brand and template, from the events dev-api's
// collector sink kept (GET /__dev/events?e=ue): what `npm run vitals` prints and the bench reports.
'use strict';

const WEB_VITAL_SCHEMA = 'iglu:com.therapyshell/web_vital/jsonschema/1-0-0';
const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** The web_vital data of the collector's self-describing events (others are skipped). */
function vitalsOf(events) {
  const found = [];
  for (const event of Array.isArray(events) ? events : []) {
    const inner = event && event.unstructured && event.unstructured.data;
    if (!inner || inner.schema !== WEB_VITAL_SCHEMA) continue;
    const data = inner.data || {};
    if (!VITALS.includes(data.name) || typeof data.value !== 'number' || !Number.isFinite(data.value)) continue;
    found.push({
      name: data.name,
      value: data.value,
      brand: String(data.brand || 'unknown'),
      template: String(data.template || 'unknown'),
    });
  }
  return found;
}

/** The 75th percentile by the nearest-rank method (the value 75 % of the samples are at or under); undefined for none. */
function p75(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** One row per brand and template (sorted), with each vital's p75 and sample count. */
function p75Table(vitals) {
  const groups = new Map();
  for (const vital of vitals) {
    const key = `${vital.brand}\u0000${vital.template}`;
    if (!groups.has(key)) groups.set(key, { brand: vital.brand, template: vital.template, values: {} });
    const values = groups.get(key).values;
    (values[vital.name] = values[vital.name] || []).push(vital.value);
  }
  return [...groups.values()]
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.template.localeCompare(b.template))
    .map(({ brand, template, values }) => {
      const row = { brand, template };
      for (const name of VITALS) {
        const list = values[name] || [];
        row[name] = { p75: p75(list), samples: list.length };
      }
      return row;
    });
}

function format(name, value) {
  if (value === undefined) return '–';
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The table as Markdown: a cell is `p75 (samples)`. */
function renderP75(rows) {
  const lines = [`| brand | template | ${VITALS.join(' | ')} |`, `|---|---|${VITALS.map(() => '---:').join('|')}|`];
  for (const row of rows)
    lines.push(
      `| ${row.brand} | ${row.template} | ${VITALS.map((name) => `${format(name, row[name].p75)} (${row[name].samples})`).join(' | ')} |`,
    );
  return lines.join('\n');
}

module.exports = { WEB_VITAL_SCHEMA, VITALS, vitalsOf, p75, p75Table, renderP75 };
