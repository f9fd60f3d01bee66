import { readdirSync } from 'node:fs';
import { composeStories, setProjectAnnotations, type Meta } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { axe } from 'jest-axe';
import { BRAND_IDS, themeTokens, type BrandId } from '@therapy-shell/brand-config';
import { LANGUAGES, type Language } from '@therapy-shell/core';
import * as footerStories from './footer.stories.tsx';
import * as headerStories from './header.stories.tsx';
import * as fallbackStories from './fallback-error-page.stories.tsx';
import * as crisisResourcesStories from './crisis-resources.stories.tsx';
import * as notificationBellStories from './notification-bell.stories.tsx';
import * as notificationCenterStories from './notification-center.stories.tsx';
import * as languageSettingsStories from './language-settings-dialog.stories.tsx';
import * as cookieSettingsStories from './cookie-settings-dialog.stories.tsx';
import * as consentBannerStories from './consent-banner.stories.tsx';
import * as cancelSubscriptionStories from './cancel-subscription-dialog.stories.tsx';
import * as layoutStories from './shell-layout.stories.tsx';
import * as modalStories from './modal.stories.tsx';
import * as textFieldStories from './text-field.stories.tsx';
import * as dropdownFieldStories from './dropdown-field.stories.tsx';
import * as buttonStories from './button.stories.tsx';
import * as linkStories from './link.stories.tsx';
import * as badgeStories from './badge.stories.tsx';
import * as imageStories from './image.stories.tsx';
import * as dividersStories from './dividers.stories.tsx';
import * as securityLogoStories from './security-logo.stories.tsx';
import * as quickExitStories from './quick-exit.stories.tsx';
import * as truncatedTextStories from './truncated-text.stories.tsx';
import * as toasterStories from './toaster.stories.tsx';
import * as pageErrorPanelStories from './page-error-panel.stories.tsx';
import * as designTokensStories from './design-tokens.stories.tsx';
import * as shellUi from './index.ts';
import { storyProductName } from './story-helpers.ts';
import preview from '../.storybook/preview.tsx';

// The preview's decorators (brand theme) and globals apply, as in Storybook itself.
setProjectAnnotations(preview);

// Every story renders as a test (portable stories), in every language of the toolbar, with no axe violations.
const modules = [
  footerStories,
  headerStories,
  fallbackStories,
  crisisResourcesStories,
  notificationBellStories,
  notificationCenterStories,
  languageSettingsStories,
  cookieSettingsStories,
  consentBannerStories,
  cancelSubscriptionStories,
  layoutStories,
  modalStories,
  textFieldStories,
  dropdownFieldStories,
  buttonStories,
  linkStories,
  badgeStories,
  imageStories,
  dividersStories,
  securityLogoStories,
  quickExitStories,
  truncatedTextStories,
  toasterStories,
  pageErrorPanelStories,
  designTokensStories,
];
/** What the test needs of a composed story: render it, and run its play function when tagged. */
type ComposedStory = ComponentType & {
  tags: string[];
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

// Stories tagged `play-in-jest` reach their state by interaction (a dialog's submitting, success or
// error state): their play function runs here too, before the axe check. Other play functions need
// a real layout (the modal's scroll shadows) and run only in Storybook.
const PLAY_IN_JEST = 'play-in-jest';

const all = LANGUAGES.flatMap((language) =>
  modules.flatMap((module) =>
    Object.entries(composeStories(module, { initialGlobals: { ...preview.initialGlobals, language } })).map(
      ([name, Story]): [string, Language, ComposedStory] => [
        `${module.default.title}/${name}`,
        language,
        Story as ComposedStory,
      ],
    ),
  ),
);

describe('story files', () => {
  it('are all in this test (each file of src/*.stories.tsx)', () => {
    expect(modules.length).toBe(readdirSync(__dirname).filter((name) => name.endsWith('.stories.tsx')).length);
  });

  // Storybook presents as a team's pieces only what the package exports: every other component's
  // stories are in the Internal group, tagged `internal` (their docs page says so).
  const withComponent = modules
    .map((module) => module.default as Meta)
    .filter((meta) => meta.component !== undefined)
    .map((meta): [string, Meta] => [meta.title ?? '', meta]);
  it.each(withComponent)('%s is under Internal exactly when the package does not export it', (title, meta) => {
    const exported = (Object.values(shellUi) as unknown[]).includes(meta.component);
    expect({
      internalTitle: title.startsWith('Internal/'),
      internalTag: meta.tags?.includes('internal') ?? false,
    }).toEqual({ internalTitle: !exported, internalTag: !exported });
  });

  // The visual tests take a story that fixes its own brand once, not once per toolbar brand.
  const stories = modules.flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name !== 'default')
      .map(([name, story]): [string, { globals?: Record<string, unknown>; tags?: string[] }, string[]] => [
        `${(module.default as Meta).title}/${name}`,
        story as { globals?: Record<string, unknown>; tags?: string[] },
        (module.default as Meta).tags ?? [],
      ]),
  );
  it.each(stories)('%s is tagged one-brand exactly when it fixes its brand', (_name, story, metaTags) => {
    expect([...metaTags, ...(story.tags ?? [])].includes('one-brand')).toBe(story.globals?.['brand'] !== undefined);
  });
});

describe('stories', () => {
  it.each(all)('%s in %s renders without axe violations', async (_name, language, Story) => {
    const { container } = render(<Story />);
    if (Story.tags.includes(PLAY_IN_JEST)) await Story.play?.({ canvasElement: container });
    // The preview's theme wraps every story: brand main unless the story picks another brand.
    expect(container.querySelector(`[data-brand][lang="${language}"]`)).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});

// Each brand's stories show that brand's product name and logo mark, taken from the toolbar's brand
// (every brand used to show one product name).
describe('stories in each brand', () => {
  const inBrand = <T extends Parameters<typeof composeStories>[0]>(module: T, brand: BrandId) =>
    composeStories(module, { initialGlobals: { ...preview.initialGlobals, brand } });
  /** The `d` of each path of a logo mark, in order. */
  const markPaths = (svg: Element | null | undefined) =>
    Array.from(svg?.querySelectorAll('path') ?? [], (path) => path.getAttribute('d'));

  it('gives every brand a product name of its own', () => {
    expect(new Set(BRAND_IDS.map((brand) => storyProductName({ brand }))).size).toBe(BRAND_IDS.length);
  });

  it.each([...BRAND_IDS])("%s: the header shows the brand's product name and logo mark", (brand) => {
    const { Standard } = inBrand(headerStories, brand);
    render(<Standard />);
    const home = screen.getByRole('link', { name: `${storyProductName({ brand })} home` });
    expect(home).toHaveTextContent(storyProductName({ brand }));
    expect(markPaths(home.querySelector('svg'))).toEqual(themeTokens(brand).logo.shapes.map((shape) => shape.d));
  });

  it.each([...BRAND_IDS])("%s: the footer's copyright and the consent banner name the brand's product", (brand) => {
    const { Minimal } = inBrand(footerStories, brand);
    const { Asking } = inBrand(consentBannerStories, brand);
    render(
      <>
        <Minimal />
        <Asking />
      </>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2026 ${storyProductName({ brand })}.`);
    expect(screen.getByRole('region', { name: `Cookies on ${storyProductName({ brand })}` })).toBeInTheDocument();
  });

  it.each([...BRAND_IDS])("%s: the layout and the branded fallback page show the brand's name and mark", (brand) => {
    const { Default } = inBrand(layoutStories, brand);
    const { BrandedWithLogo } = inBrand(fallbackStories, brand);
    const marks = themeTokens(brand).logo.shapes.map((shape) => shape.d);
    const { container } = render(
      <>
        <Default />
        <BrandedWithLogo />
      </>,
    );
    expect(
      markPaths(screen.getByRole('link', { name: `${storyProductName({ brand })} home` }).querySelector('svg')),
    ).toEqual(marks);
    expect(markPaths(container.querySelector('[data-testid="fallback-logo"] svg'))).toEqual(marks);
    expect(screen.getByRole('img', { name: storyProductName({ brand }) })).toBeInTheDocument();
  });

  it("the header's brand stories show their own brand whatever the toolbar says", () => {
    const { BrandFaith } = inBrand(headerStories, 'teen');
    render(<BrandFaith />);
    expect(screen.getByRole('link', { name: `${storyProductName({ brand: 'faith' })} home` })).toBeInTheDocument();
  });
});
