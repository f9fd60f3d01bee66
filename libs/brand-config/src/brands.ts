// One brand per build. Every rule reads brand data through this one import: `#brand-config/brands`
// (package.json "imports") is every brand (./brands/index.ts) where nothing aliases it: Node, Jest,
// Storybook, dev-api. withShell() aliases it to one brand's module (./brands/<id>.ts) in an app's
// build, so a brand's bundles hold no other brand's theme, logo, footer variant, handle or quick-exit
// page (the size budgets search each brand build's client chunks for the others' colours and marks).
// A package import, because bundlers alias those and not relative imports.
// eslint-disable-next-line @nx/enforce-module-boundaries -- this library's own package "imports" subpath, which the rule cannot resolve
import { BRANDS } from '#brand-config/brands';
import type { BrandData } from './brand-data.ts';

/**
 * The ids of the brands this build carries, read from their data: every brand in the spec's order
 * (brand 1 to brand 8) in Node, tests and Storybook; in an app built for one brand, that brand alone.
 *
 * @example
 * BRAND_IDS.indexOf('teen') + 1; // 7: the spec's brand 7
 */
export const BRAND_IDS = /* @__PURE__ */ Object.freeze(BRANDS.map((brand) => brand.id));

/**
 * One of the brands (the ids of src/brands/index.ts).
 *
 * @example
 * const brand: BrandId = assertBrandId(process.env.SHELL_BRAND);
 */
export type BrandId = (typeof BRAND_IDS)[number];

/**
 * A product_code_name (or brand id) that maps to no brand, or a malformed code map.
 *
 * @example
 * try { resolveBrand(config.product_code_name, codes); }
 * catch (error) { if (error instanceof BrandConfigError) log.error(error.message); }
 */
export class BrandConfigError extends Error {
  override readonly name = 'BrandConfigError' as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Whether a string is the id of a brand this build carries.
 *
 * @example
 * isBrandId('faith'); // true
 */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/**
 * Checks a brand id given by configuration (for example `SHELL_BRAND`); absent means `main`.
 * Throws a {@link BrandConfigError} that lists the valid ids.
 *
 * @example
 * assertBrandId(process.env.SHELL_BRAND); // 'main' when unset
 */
export function assertBrandId(value: string | undefined, source = 'SHELL_BRAND'): BrandId {
  if (value === undefined || value === '') return 'main';
  if (isBrandId(value)) return value;
  throw new BrandConfigError(`${source}="${value}" is not a brand id. Valid ids: ${BRAND_IDS.join(', ')}.`);
}

/**
 * Map from product_code_name to brand id.
 *
 * @example
 * const codes: BrandCodeMap = { 'acme-care': 'main' };
 */
export type BrandCodeMap = Readonly<Record<string, BrandId>>;

/**
 * Parses `SHELL_BRAND_CODES`: a JSON object from product_code_name to brand id. Absent or empty
 * gives an empty map (each brand's product_code_name is then its id).
 *
 * @example
 * parseBrandCodes('{"bh":"main","faith-co":"faith"}'); // { bh: 'main', 'faith-co': 'faith' }
 */
export function parseBrandCodes(json: string | undefined): BrandCodeMap {
  if (json === undefined || json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (cause) {
    throw new BrandConfigError(
      'SHELL_BRAND_CODES is not valid JSON: expected an object from product_code_name to brand id.',
      { cause },
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BrandConfigError('SHELL_BRAND_CODES must be a JSON object from product_code_name to brand id.');
  }
  const map: Record<string, BrandId> = {};
  for (const [code, brand] of Object.entries(parsed)) {
    if (!isBrandId(brand)) {
      throw new BrandConfigError(
        `SHELL_BRAND_CODES maps "${code}" to "${String(brand)}", which is not a brand id. Valid ids: ${BRAND_IDS.join(', ')}.`,
      );
    }
    map[code] = brand;
  }
  return map;
}

/**
 * Resolves a site config's product_code_name to its brand: first through the configured code map,
 * then as a brand id itself. Unknown codes throw a {@link BrandConfigError}.
 *
 * @example
 * resolveBrand('faith'); // 'faith'
 * resolveBrand('bh', { bh: 'main' }); // 'main'
 */
export function resolveBrand(productCode: string, codes: BrandCodeMap = {}): BrandId {
  const mapped = Object.hasOwn(codes, productCode) ? codes[productCode] : undefined;
  if (mapped) return mapped;
  if (isBrandId(productCode)) return productCode;
  const known = [...Object.keys(codes), ...BRAND_IDS.filter((id) => !Object.values(codes).includes(id))];
  throw new BrandConfigError(
    `product_code_name "${productCode}" maps to no brand. Known product codes: ${known.join(', ')}.`,
  );
}

/**
 * The data of a brand (src/brands/<id>.ts). A {@link BrandConfigError} when this build was made
 * for another brand: its data is not in the bundle, so asking for it is a bug in the caller.
 *
 * @example
 * brandData('faith').socialHandle; // 'therapyshellfaith'
 */
export function brandData(brand: BrandId): BrandData {
  const data = BRANDS.find((entry) => entry.id === brand);
  if (data === undefined) {
    throw new BrandConfigError(
      `The data of brand "${brand}" is not in this build: it carries brand ${BRAND_IDS.join(', ')} only (withShell's brand).`,
    );
  }
  return data;
}
