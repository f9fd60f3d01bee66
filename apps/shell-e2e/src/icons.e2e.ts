// The shell's icons come from one SVG sprite (shell-ui's icon-sprite.ts): the page carries a <use>
// per icon, the sprite is content-hashed and immutable. Drawn in currentColor, the icons must stay
// visible in a high-contrast mode: Chromium's forced-colors emulation shows it, pixel by pixel.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

/** The share of an image's pixels that differ clearly from its top-left pixel (the background). */
async function inked(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b) > 96)
        count += 1;
    }
    return count / (canvas.width * canvas.height);
  }, png.toString('base64'));
}

async function visibleIcons(page: Page): Promise<Locator[]> {
  const icons: Locator[] = [];
  for (const icon of await page.locator('svg[data-icon]').all()) if (await icon.isVisible()) icons.push(icon);
  return icons;
}

test(
  'the page draws its icons from the sprite: one immutable request, no inline icon paths',
  { tag: '@once' },
  async ({ page }) => {
    const sprites: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_shell/icons/'))
        sprites.push({ url: new URL(response.url()).pathname, cacheControl: response.headers()['cache-control'] });
    });
    const html = await (await page.request.get('/')).text();
    const uses = [...html.matchAll(/<use href="(\/_shell\/icons\/[A-Za-z0-9_-]{16}\.svg)#([a-z-]+)"/g)];
    expect(uses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(uses.map((use) => use[1])).size).toBe(1);
    // The only inline drawing left is the brand's logo mark (two tones per brand).
    const inline = [...html.matchAll(/<svg[^>]*>(?:(?!<\/svg>).)*<path/gs)];
    expect(inline).toHaveLength(1);
    await page.goto('/');
    await expect.poll(() => sprites.length).toBe(1);
    expect(sprites[0]).toEqual({ url: uses[0]?.[1], cacheControl: 'public, max-age=31536000, immutable' });
  },
);

for (const forcedColors of ['none', 'active'] as const) {
  // Forced colours change how each brand's icons are drawn: that case runs on every brand.
  test(
    `every icon in view is drawn, forced colours ${forcedColors}`,
    { tag: forcedColors === 'none' ? '@once' : [] },
    async ({ page }, testInfo) => {
      await page.emulateMedia({ forcedColors });
      const sprite = page.waitForResponse((response) => response.url().includes('/_shell/icons/'));
      await page.goto('/');
      expect((await sprite).status()).toBe(200);
      const footer = page.locator('footer').first();
      await footer.scrollIntoViewIfNeeded();
      await testInfo.attach(`footer-forced-colors-${forcedColors}.png`, {
        body: await footer.screenshot(),
        contentType: 'image/png',
      });
      const icons = await visibleIcons(page);
      expect(icons.length).toBeGreaterThanOrEqual(5);
      for (const icon of icons) {
        const name = await icon.getAttribute('data-icon');
        // A drawn icon covers a good part of its box; a blank one (sprite missing) none of it.
        expect(await inked(page, await icon.screenshot()), `icon ${name}`).toBeGreaterThan(0.08);
      }
    },
  );
}

test('without the sprite the icons are blank but every control keeps its name', { tag: '@once' }, async ({ page }) => {
  await page.route('**/_shell/icons/**', (route) => route.abort('connectionreset'));
  await page.goto('/');
  const icons = await visibleIcons(page);
  expect(icons.length).toBeGreaterThanOrEqual(5);
  expect(await inked(page, await (icons[0] as Locator).screenshot())).toBeLessThan(0.02);
  for (const icon of icons) {
    const control = icon.locator('xpath=ancestor::*[self::a or self::button][1]');
    await expect(control).toHaveAccessibleName(/\S/);
  }
});
