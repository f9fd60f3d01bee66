import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules of WCAG 2.0, 2.1 and 2.2 up to level AA, and axe's best practices, as GOV.UK Frontend
 * runs them on its components. target-size (2.5.8) is off in axe by default: turned on here.
 */
const WCAG22_AA = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  rules: { 'target-size': { enabled: true } },
  // Only the violations are read: axe keeps one node of each pass and each incomplete result instead of
  // all of them, which saves it most of its bookkeeping (the violations come back whole).
  resultTypes: ['violations'],
} as const;

/** axe's default rules, the violations alone read (as above). */
const DEFAULT_RULES = { resultTypes: ['violations'] } as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** How axe runs: its default rules, or (`wcag22`) the WCAG 2.2 AA tags with target-size. */
interface AxeOptions {
  wcag22?: boolean;
}

/**
 * axe's violations on the page, one line each. The page's CSP allows only its own scripts: the
 * context must bypass CSP (`test.use({ bypassCSP: true })`) so axe can be injected. axe is injected
 * once per document.
 */
export async function axeViolations(page: Page, { wcag22 = false }: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async (options) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options?: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      return (await axe.run(document, options)).violations;
    },
    wcag22 ? WCAG22_AA : DEFAULT_RULES,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map(
          (node) =>
            `${JSON.stringify(node.target)}${wcag22 && node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`,
        )
        .join(', ')}`,
  );
}
