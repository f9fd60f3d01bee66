import type { Meta, StoryObj } from '@storybook/react-vite';
import { crisisLines, footerContent, type FooterContent } from '@therapy-shell/brand-config';
import type { UserType } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from '@therapy-shell/i18n';
import { Footer, type FooterProps } from './footer.tsx';
import { SecurityLogo } from './security-logo.tsx';
import {
  storyContext,
  storyLanguage,
  storyProductName,
  storyTranslator,
  type StoryContextChanges,
} from './story-helpers.ts';

type Globals = Readonly<Record<string, unknown>>;

/** A footer with everything brand-config gives the toolbar's brand and user type (its product name, links, social links, language button). */
function fullFooter(globals: Globals, props: Partial<FooterProps>, changes: StoryContextChanges = {}) {
  // The stories show the footer even where the brand rules hide it (a page with its own footer).
  const ctx = storyContext(globals, changes);
  const content = footerContent(ctx);
  return (
    <Footer
      productName={storyProductName(globals)}
      year={2026}
      t={storyTranslator(globals)}
      crisisLines={crisisLines(ctx)}
      links={content?.links ?? []}
      onAction={() => undefined}
      languageButton={{
        languageName: LANGUAGE_NAMES[storyLanguage(globals)],
        onClick: () => undefined,
      }}
      socialLinks={content?.socialLinks ?? []}
      {...props}
    />
  );
}

function variantStory(variant: FooterContent['variant']): Story {
  return { render: (_args, { globals }) => fullFooter(globals, { variant }) };
}

const meta = {
  title: 'Shell/Footer',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: Footer,
  // productName unset: the toolbar brand's product name (in the copyright); Controls can set one.
  args: { productName: undefined, year: 2026, t: storyTranslator({}) },
  // A text box in Controls (a string-or-undefined prop would get a JSON editor).
  argTypes: { productName: { control: 'text' } },
  render: (args, { globals }) => (
    <Footer {...args} productName={args.productName ?? storyProductName(globals)} t={storyTranslator(globals)} />
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The least a footer has: the crisis notice (always, spec 1) and the copyright. */
export const Minimal: Story = {};

/** Standard variant (brands 3, 4, 7, 8), with every link, the language button and social links. */
export const Standard: Story = variantStory('standard');

/** Redesigned variant (brand 1 and its regional variant). */
export const Redesigned: Story = variantStory('redesigned');

/** Second-theme variant (GetStarted). */
export const SecondTheme: Story = variantStory('second-theme');

/** Second-theme mobile variant (GetStarted on a phone). */
export const SecondThemeMobile: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  render: (_args, { globals }) =>
    fullFooter(globals, { variant: 'second-theme-mobile' }, { device: { isMobile: true } }),
};

/** Organisation-site variant (brand 2, /partner-login, /betterhelpbusiness-start). */
export const OrganisationSite: Story = variantStory('organisation-site');

/** Brand 5's variant. */
export const Fifth: Story = variantStory('fifth');

/** A counselor: counselor terms, and no crisis text line (spec 2.5, 6); the crisis notice stays. */
export const Counselor: Story = {
  globals: { userType: 'counselor' },
  render: (_args, { globals }) => fullFooter(globals, { variant: 'standard' }, { user: { user_type: 'counselor' } }),
};

/** show_do_not_sell_info: Sharing Settings is labelled Do Not Sell My Information. */
export const DoNotSell: Story = {
  render: (_args, { globals }) =>
    fullFooter(globals, { variant: 'standard' }, { user: { show_do_not_sell_info: true } }),
};

/** A client on mobile: the mobile layout adjustments (spec 2.5, 6). */
export const ClientMobileLayout: Story = {
  globals: { userType: 'client', viewport: { value: 'xs', isRotated: false } },
  render: (_args, { globals }) =>
    fullFooter(
      globals,
      { variant: 'redesigned', mobileLayout: true },
      { user: { user_type: 'client' }, device: { isMobile: true } },
    ),
};

/** No language selector, cancel link or social links (availability and features off). */
export const WithoutOptionalItems: Story = {
  render: (_args, { globals }) =>
    fullFooter(
      globals,
      { variant: 'standard', languageButton: undefined },
      {
        availability: { show_cancel_subscription: false, show_withdrawal: false },
        features: { social_links_display: false },
      },
    ),
};

/** The crisis notice with the crisis lines of a visitor's country and user type. */
function crisisStory(geo_country: string, userType: UserType = 'logged_out_user'): Story {
  return {
    globals: { userType },
    render: (_args, { globals }) =>
      fullFooter(globals, { variant: 'standard' }, { user: { user_type: userType, geo_country } }),
  };
}

/** A visitor from the US: the 988 Lifeline (call or text) and the Crisis Text Line (text HOME to 741741). */
export const CrisisLinesUnitedStates: Story = crisisStory('us');

/** A client in Canada: 9-8-8 (call or text). */
export const CrisisLinesCanadaClient: Story = crisisStory('ca', 'client');

/** A visitor from the United Kingdom: Samaritans, 116 123. */
export const CrisisLinesUnitedKingdom: Story = crisisStory('gb');

/** A portal account in Ireland: Samaritans, 116 123. */
export const CrisisLinesIrelandPortalAccount: Story = crisisStory('ie', 'portal_account');

/** A visitor from Germany: TelefonSeelsorge, 0800 111 0 111. */
export const CrisisLinesGermany: Story = crisisStory('de');

/** A visitor from France: 3114. */
export const CrisisLinesFrance: Story = crisisStory('fr');

/** A visitor from the Netherlands: 113 Zelfmoordpreventie, 113 or 0800-0113. */
export const CrisisLinesNetherlands: Story = crisisStory('nl');

/** A visitor from Spain: Línea 024. */
export const CrisisLinesSpain: Story = crisisStory('es');

/** A visitor from Australia: Lifeline, 13 11 14. */
export const CrisisLinesAustralia: Story = crisisStory('au');

/** A country without reviewed lines: the crisis notice's link to /gethelpnow/ only. */
export const CrisisLinesUnknownCountry: Story = crisisStory('it');

/** A counselor in the US: the crisis notice, and no crisis text line (spec 2.5, 6). */
export const CrisisLinesCounselor: Story = crisisStory('us', 'counselor');

/** With the SSL security logo (spec 2.8: feature security_logos_display), linking to a test of the site host. */
export const WithSecurityLogo: Story = {
  render: (_args, { globals }) => {
    const t = storyTranslator(globals);
    return fullFooter(globals, {
      variant: 'redesigned',
      securityLogo: (
        <SecurityLogo
          features={{ security_logos_display: true }}
          host="www.therapy-shell.example"
          label={t('footer.securityLogoLabel')}
          caption={t('footer.securityLogo')}
        />
      ),
    });
  },
};
