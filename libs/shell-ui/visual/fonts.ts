// The baselines are pictures of text: they hold only where the brands' font stacks resolve to the
// fonts they were made with (fonts.json). Chromium sees only the fonts of fonts.conf (Debian's
// fonts-dejavu-core; .ci/run installs it), whatever else the machine has: the sans-serif stacks are
// drawn in DejaVu Sans, Georgia's in DejaVu Serif. Checked once before the tests, with Chromium's own
// answer (DevTools protocol: the platform font used for a text), so that a missing package fails with
// one message instead of a thousand changed pictures.
import { readFileSync } from 'node:fs';
import { chromium, type FullConfig } from '@playwright/test';
import { BRAND_IDS, themeTokens } from '@therapy-shell/brand-config';

const EXPECTED: Record<string, string> = JSON.parse(readFileSync(new URL('./fonts.json', import.meta.url), 'utf8'));

export default async function checkFonts(config: FullConfig): Promise<void> {
  const stacks = [
    ...new Set(BRAND_IDS.flatMap((brand) => [themeTokens(brand).fontFamily, themeTokens(brand).fontFamilyHeading])),
  ];
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent(
      stacks
        .map((stack, i) => `<p id="f${i}" style="font-family: ${stack.replace(/"/g, '&quot;')}">Therapy Shell</p>`)
        .join(''),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const found: Record<string, string> = {};
    for (const [i, stack] of stacks.entries()) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#f${i}` });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      found[stack] = fonts.map((font) => font.familyName).join(', ');
    }
    const wrong = stacks.filter((stack) => found[stack] !== EXPECTED[stack]);
    if (wrong.length > 0) {
      throw new Error(
        `The baselines were made with other fonts than this machine's Chromium uses:\n${wrong
          .map((stack) => `  ${stack}: baselines ${EXPECTED[stack] ?? '(none recorded)'}, here ${found[stack]}`)
          .join(
            '\n',
          )}\nInstall Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core): libs/shell-ui/visual/fonts.conf ` +
          'gives Chromium its six files and no other font.',
      );
    }
  } finally {
    await browser.close();
  }
}
