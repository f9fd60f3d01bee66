// Visual tests of every story of the static Storybook build, in every brand, the way GitHub's
// Primer tests its stories: each story in each theme (here: brand) is a picture compared with its
// committed baseline (baselines/<story id>/<brand>.png) and an axe run with the WCAG 2.2 A and AA
// rules (Storybook's accessibility check, read from its result). Stories tagged `text-heavy` are
// also taken in German at 390 px, where long words and narrow screens break layouts first; stories
// tagged `one-brand` fix their brand and are taken once.
//
//   npm run visual            compare (npm test runs it after Storybook's build)
//   npm run visual:update     write the baselines anew after an intended change, then commit them
//
// A failing run writes dist/visual-report/index.html: each changed story with its baseline, the new
// picture and the difference (reporter.ts).
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { pictures } from './pictures.ts';
import { openStorybook, showStory, storyPicture } from './storybook.ts';

/** The axe tags every story is checked with (the preview's `a11y` parameters). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// One page per worker, kept from test to test: showing a story is a message to the preview.
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await openStorybook(browser);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

for (const { story, brand, language, width, baseline } of pictures()) {
  const variant = [brand ?? 'its own brand', ...(width ? [language, `${width} px`] : [])].join(' · ');
  test(
    `${story.title} › ${story.name} · ${variant}`,
    { annotation: { type: 'baseline', description: baseline } },
    async ({ storybook }) => {
      test
        .info()
        .annotations.push(
          { type: 'story', description: story.id },
          { type: 'globals', description: `brand:${brand ?? ''};language:${language}` },
        );
      const rendered = await showStory(storybook, story.id, { brand: brand ?? 'main', language }, width);
      const picture = await storyPicture(storybook);
      // One Chromium and one PNG encoder: the same pixels are the same bytes, so only a picture whose
      // file differs from its baseline's is decoded and compared pixel by pixel (a fifth of the run's time).
      const path = test.info().snapshotPath(...baseline.split('/'));
      if (!existsSync(path) || !readFileSync(path).equals(picture)) {
        expect.soft(picture).toMatchSnapshot(baseline.split('/'));
      }
      expect(rendered.axeTags, 'the accessibility check runs the WCAG 2.2 AA rules').toEqual(WCAG_22_AA);
      expect(rendered.violations, `axe at ${rendered.width} px`).toEqual([]);
    },
  );
}
