// Tokens that identify one brand in a built bundle: its colours and its logo mark's shapes, taken
// from @therapy-shell/brand-config. Only tokens no other brand shares (not even as part of a longer
// token) are used, so finding one in a brand's build means another brand's data is there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What is read of a brand's theme (themeTokens of @therapy-shell/brand-config). */
export interface BrandThemeLike {
  readonly logo: { readonly shapes: readonly { readonly d: string }[] };
}

export interface BrandTokenFinding {
  /** The brand whose token was found. */
  readonly brand: string;
  readonly token: string;
  readonly file: string;
}

const MIN_TOKEN_LENGTH = 7;

/**
 * Candidate tokens of one brand: every string theme value that is a colour (#rrggbb), the nested
 * widget colours, and the SVG path data of each logo shape.
 *
 * @example
 * candidateTokens(themeTokens('faith')); // ['#6a3d8f', ..., 'M20 8c5 6 8 10.5 ...']
 */
export function candidateTokens(theme: BrandThemeLike): string[] {
  const tokens = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^#[0-9a-f]{6}$/i.test(value)) tokens.add(value.toLowerCase());
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const v of Object.values(value)) visit(v);
    }
  };
  for (const [key, value] of Object.entries(theme) as [string, unknown][]) if (key !== 'logo') visit(value);
  for (const shape of theme.logo.shapes) tokens.add(shape.d);
  return [...tokens];
}

/**
 * Per brand, the candidate tokens that are at least 7 characters long and occur in no other
 * brand's candidates (neither equal to nor inside one).
 *
 * @example
 * distinctiveTokens({ a: ['#111111', 'M0 0z'], b: ['#111111', '#222222'] }); // { a: [], b: ['#222222'] }
 */
export function distinctiveTokens(candidates: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [brand, tokens] of Object.entries(candidates)) {
    const others = Object.entries(candidates)
      .filter(([other]) => other !== brand)
      .flatMap(([, list]) => list);
    result[brand] = tokens.filter(
      (token) =>
        token.length >= MIN_TOKEN_LENGTH && !others.some((other) => other.toLowerCase().includes(token.toLowerCase())),
    );
  }
  return result;
}

/**
 * Tokens of other brands found in a build's files (case-insensitive).
 *
 * @example
 * findForeignBrandTokens('apps/shell/.next-faith', files, 'faith', tokens); // [{ brand: 'main', token: '#2e6b47', file: ... }]
 */
export function findForeignBrandTokens(
  distDir: string,
  files: readonly string[],
  ownBrand: string,
  tokensByBrand: Readonly<Record<string, readonly string[]>>,
): BrandTokenFinding[] {
  const findings: BrandTokenFinding[] = [];
  for (const file of files) {
    const text = readFileSync(join(distDir, file), 'utf8').toLowerCase();
    for (const [brand, tokens] of Object.entries(tokensByBrand)) {
      if (brand === ownBrand) continue;
      for (const token of tokens) if (text.includes(token.toLowerCase())) findings.push({ brand, token, file });
    }
  }
  return findings;
}
