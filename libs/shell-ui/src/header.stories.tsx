import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationLinks, themeTokens, type BrandId } from '@therapy-shell/brand-config';
import { Button } from './button.tsx';
import { Header } from './header.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { sample, storyBrand, storyContext, storyTranslator, type SampleText } from './story-helpers.ts';

const LOG_IN: SampleText = {
  en: 'Log in',
  de: 'Anmelden',
  fr: 'Se connecter',
  nl: 'Inloggen',
  es: 'Iniciar sesión',
};

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { productName: 'Therapy Shell', t: storyTranslator({}) },
  // The navigation is brand-config's rule output for the toolbar's brand, language and user type.
  render: (args, { globals }) => (
    <Header
      {...args}
      t={storyTranslator(globals)}
      navigation={args.navigation ?? navigationLinks(storyContext(globals))}
    />
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard header: logo text and the brand's main navigation (Business opens in a new tab). */
export const Standard: Story = { args: { kind: 'standard', currentPath: '/faq/' } };

/** With the toolbar brand's logo mark beside the wordmark (the product name), drawn inline in the theme's colours. */
export const WithLogo: Story = {
  render: (args, { globals }) => (
    <Header
      {...args}
      t={storyTranslator(globals)}
      logo={themeTokens(storyBrand(globals)).logo}
      navigation={navigationLinks(storyContext(globals))}
    />
  ),
};

/** A logged-in client: the notification bell in its slot (spec 2.5: not for logged-out users). */
export const LoggedInWithNotifications: Story = {
  globals: { userType: 'client' },
  render: (args, { globals }) => {
    const t = storyTranslator(globals);
    return (
      <Header
        {...args}
        t={t}
        navigation={navigationLinks(storyContext(globals))}
        showNotifications
        notifications={<NotificationBell count={3} t={t} />}
      />
    );
  },
};

/** A logged-out visitor with a Log in action; the notification slot stays empty. */
export const LoggedOutWithAction: Story = {
  render: (args, { globals }) => {
    const t = storyTranslator(globals);
    return (
      <Header
        {...args}
        t={t}
        navigation={navigationLinks(storyContext(globals))}
        showNotifications={false}
        notifications={<NotificationBell count={3} t={t} />}
        actions={<Button size="sm">{sample(globals, LOG_IN)}</Button>}
      />
    );
  },
};

/** Portal accounts get their own, reduced header: no marketing navigation (spec 2.5, 6). */
export const Portal: Story = {
  globals: { userType: 'portal_account' },
  render: (args, { globals }) => {
    const t = storyTranslator(globals);
    return (
      <Header
        {...args}
        t={t}
        kind="portal"
        navigation={navigationLinks(storyContext(globals))}
        showNotifications
        notifications={<NotificationBell count={1} t={t} />}
      />
    );
  },
};

/** Below lg (992 px) the navigation is a menu behind a toggle; here it is open. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** Below lg with the menu closed: only the toggle shows. */
export const MobileMenuClosed: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** A long product name. */
export const LongProductName: Story = {
  args: { productName: 'Therapy Shell for Organisations and Teams' },
};

// dev-api's development product names: each brand's header as a visitor sees it (issue 14).
const PRODUCT_NAMES = {
  main: 'Therapy Shell',
  organisation: 'Therapy Shell for Organisations',
  faith: 'Faithful Counsel',
  pride: 'Pride Counselling',
  fifth: 'Fifth Counsel',
  regional: 'Therapy Shell Regional',
  teen: 'Teen Counsel',
  eighth: 'Eighth Counsel',
} as const satisfies Record<BrandId, string>;

/** One brand's header: its logo mark, its product name as wordmark, its navigation and theme. */
function brandStory(brand: BrandId): Story {
  return {
    globals: { brand },
    args: { productName: PRODUCT_NAMES[brand] },
    render: (args, { globals }) => (
      <Header
        {...args}
        t={storyTranslator(globals)}
        logo={themeTokens(brand).logo}
        navigation={navigationLinks(storyContext(globals))}
      />
    ),
  };
}

/** Brand 1. */
export const BrandMain: Story = brandStory('main');
/** Brand 2. */
export const BrandOrganisation: Story = brandStory('organisation');
/** Brand 3. */
export const BrandFaith: Story = brandStory('faith');
/** Brand 4. */
export const BrandPride: Story = brandStory('pride');
/** Brand 5. */
export const BrandFifth: Story = brandStory('fifth');
/** Brand 6. */
export const BrandRegional: Story = brandStory('regional');
/** Brand 7. */
export const BrandTeen: Story = brandStory('teen');
/** Brand 8. */
export const BrandEighth: Story = brandStory('eighth');
