// Which pictures the visual tests take: every story of the static Storybook build in every brand, the
// stories tagged `text-heavy` also in German at 390 px, and the stories tagged `one-brand` (they fix
// their brand) once. The test file takes them, and the reporter holds the baselines folder against
// the same list, so a run of a few stories (--grep) never reads the others' baselines as obsolete.
import { BRAND_IDS } from '@therapy-shell/brand-config';
import { indexedStories, type IndexedStory } from './storybook.ts';

/** Where layouts break first: the longest of the shell's languages on the narrowest breakpoint (xs). */
const TEXT_HEAVY = { language: 'de', width: 390 } as const;

export interface Picture {
  story: IndexedStory;
  /** The toolbar brand; undefined for a story that fixes its own. */
  brand: string | undefined;
  language: string;
  /** The viewport's width; undefined for the story's own (its viewport preset, else 1280 px). */
  width: number | undefined;
  /** The baseline's path under baselines/: `<story id>/<brand or one-brand>[-<language>-<width>].png`. */
  baseline: string;
}

function picture(story: IndexedStory, brand: string | undefined, text?: typeof TEXT_HEAVY): Picture {
  const file = `${brand ?? 'one-brand'}${text ? `-${text.language}-${text.width}` : ''}.png`;
  return { story, brand, language: text?.language ?? 'en', width: text?.width, baseline: `${story.id}/${file}` };
}

/**
 * Every picture, in an order that changes the toolbar (a re-render) as seldom as possible: brand
 * after brand, in each the English pictures first, then the German ones.
 *
 * @example
 * pictures()[0]; // { story: { id: 'tokens--main', ... }, brand: undefined, language: 'en', baseline: 'tokens--main/one-brand.png' }
 */
export function pictures(): Picture[] {
  const stories = indexedStories();
  const oneBrand = stories.filter((story) => story.tags.includes('one-brand'));
  const everyBrand = stories.filter((story) => !story.tags.includes('one-brand'));
  const textHeavy = (list: IndexedStory[]) => list.filter((story) => story.tags.includes('text-heavy'));
  return [
    ...oneBrand.map((story) => picture(story, undefined)),
    ...textHeavy(oneBrand).map((story) => picture(story, undefined, TEXT_HEAVY)),
    ...BRAND_IDS.flatMap((brand) => [
      ...everyBrand.map((story) => picture(story, brand)),
      ...textHeavy(everyBrand).map((story) => picture(story, brand, TEXT_HEAVY)),
    ]),
  ];
}
