// A ninth brand by data alone (brand-config's README, "Adding a brand"): the shell app is built for
// a brand that is one data module (libs/brand-config/src/testing/ninth.ts, in no code table and not
// in brand-config's brand list) and its product code (SHELL_BRAND_CODES), started against dev-api,
// and checked: it builds, its page renders with the brand's name, colours and mark, and neither
// the page nor the client files carry any of the eight brands' colours or marks (the size budgets'
// leak check, ./budgets.spec.ts). One real `next build` (about a minute): nx run bench:brand-fixture,
// in npm test after the brand builds. BRAND_FIXTURE_PORT (default 5370) and the next port are used;
// BRAND_FIXTURE_KEEP=1 keeps the build (apps/shell/.next-brand-fixture).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BRAND_IDS, themeTokens } from '@therapy-shell/brand-config';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from './lib/brand-tokens.ts';
import { nextBin } from './run/builds.ts';
import { runTimed, startServer, stopAll, type Server } from './run/processes.ts';
import { listFiles } from './lib/third-party.ts';

const root = resolve(__dirname, '../../..');
const appDir = join(root, 'apps/shell');
const distName = '.next-brand-fixture';
const distDir = join(appDir, distName);
/** The brand's data module, as a brand module of brand-config's src/brands/ is written. */
const brandModule = join(root, 'libs/brand-config/src/testing/ninth.ts');
const productCode = 'ninth-care';
const apiPort = Number(process.env['BRAND_FIXTURE_PORT'] ?? 5370);
const appPort = apiPort + 1;

interface FixtureBrand {
  readonly id: string;
  readonly developmentProductName: string;
  readonly theme: {
    readonly colorPrimary: string;
    readonly logo: { readonly shapes: readonly { readonly tone: string; readonly d: string }[] };
  };
}

// Loaded by path: a module of brand-config's tests, not of its package.
const [brand] = jest.requireActual<{ BRANDS: readonly FixtureBrand[] }>(brandModule).BRANDS;
if (!brand) throw new Error(`${brandModule} exports no brand`);
const tokens = distinctiveTokens({
  ...Object.fromEntries(BRAND_IDS.map((id) => [id, candidateTokens(themeTokens(id))])),
  [brand.id]: candidateTokens(brand.theme),
});
const mark = brand.theme.logo.shapes.find((shape) => shape.tone === 'detail')?.d ?? '';

/** Other brands' distinctive tokens in a text, as "<brand>: <token>". */
function foreignIn(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.entries(tokens)
    .filter(([id]) => id !== brand?.id)
    .flatMap(([id, list]) => list.filter((token) => lower.includes(token.toLowerCase())).map((t) => `${id}: ${t}`));
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SHELL_BRAND: brand.id,
  SHELL_BRAND_MODULE: brandModule,
  SHELL_BRAND_CODES: JSON.stringify({ [productCode]: brand.id }),
  SHELL_DIST_DIR: distName,
};
let fixturesDir = '';
let app: Server | undefined;
let buildSeconds = 0;

beforeAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  ({ seconds: buildSeconds } = await runTimed('node', [nextBin(root), 'build'], {
    cwd: appDir,
    env,
    capture: true,
    quiet: true,
  }));
  // dev-api knows the eight brands only: it serves the site config of its default brand with the
  // ninth brand's product code and name, as a real backend would for the ninth site.
  fixturesDir = mkdtempSync(join(tmpdir(), 'brand-fixture-'));
  writeFileSync(
    join(fixturesDir, 'default.json'),
    JSON.stringify({
      session: { id: -1, user_type: 'logged_out_user', geo_country: 'us' },
      config: { product_code_name: productCode, product_name: brand.developmentProductName },
    }),
  );
  await startServer({
    name: `dev-api on ${apiPort}`,
    command: 'node',
    args: [join(root, 'tools/dev-api/dist/main.js'), '--fixtures', fixturesDir],
    cwd: root,
    env: { ...process.env, DEV_API_PORT: String(apiPort), SHELL_BRAND: 'main', SHELL_BRAND_CODES: '' },
    port: apiPort,
    readyPath: '/__dev/health',
  });
  app = await startServer({
    name: `shell (brand ${brand.id}) on ${appPort}`,
    command: 'node',
    args: [nextBin(root), 'start', '--port', String(appPort), '--hostname', '127.0.0.1'],
    cwd: appDir,
    env: { ...env, NODE_ENV: 'production', SHELL_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
    port: appPort,
    readyPath: '/_shell/live',
  });
}, 300_000);

afterAll(async () => {
  await stopAll();
  if (fixturesDir) rmSync(fixturesDir, { recursive: true, force: true });
  if (process.env['BRAND_FIXTURE_KEEP'] !== '1') rmSync(distDir, { recursive: true, force: true });
  process.stdout.write(`brand fixture: next build of brand ${brand.id} took ${buildSeconds.toFixed(1)} s\n`);
});

describe(`the ${brand.id} brand, data alone`, () => {
  it('has tokens of its own that no other brand shares (so its data, and a leak, can be seen)', () => {
    expect(tokens[brand.id]).toEqual(expect.arrayContaining([brand.theme.colorPrimary, mark]));
  });

  it("renders the home page with its name, colours and logo mark, and no other brand's", async () => {
    const response = await fetch(`${app?.url}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`data-brand="${brand.id}"`);
    expect(html).toContain(`--ts-color-primary:${brand.theme.colorPrimary}`);
    expect(html).toContain(`product-${brand.id}`);
    expect(html).toContain(brand.developmentProductName);
    expect(html).toContain(mark);
    expect(foreignIn(html)).toEqual([]);
  });

  it('carries its own tokens in its client files (proof the search works)', () => {
    const own = findForeignBrandTokens(distDir, listFiles(distDir, 'static', ['.js', '.css']), '', {
      [brand.id]: tokens[brand.id] ?? [],
    });
    expect(own.length).toBeGreaterThan(0);
  });

  it("carries none of the eight brands' theme colours and logo marks in its client files", () => {
    const findings = findForeignBrandTokens(distDir, listFiles(distDir, 'static', ['.js', '.css']), brand.id, tokens);
    expect(findings.map((f) => `brand ${f.brand}'s ${f.token} in ${f.file}`)).toEqual([]);
  });
});
