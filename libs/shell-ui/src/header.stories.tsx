import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerContent, type BrandId } from '@therapy-shell/brand-config';
import { Button } from './button.tsx';
import { Header } from './header.tsx';
import { NotificationBell } from './notification-bell.tsx';
import {
  sample,
  storyContext,
  storyLogo,
  storyProductName,
  storyTranslator,
  type SampleText,
} from './story-helpers.ts';

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
  // productName and logo unset: the toolbar brand's product name and logo mark, as that brand's app
  // shows them. Setting either (Controls, or a story's args) overrides it.
  args: { productName: undefined, logo: undefined, t: storyTranslator({}) },
  // A text box in Controls (a string-or-undefined prop would get a JSON editor).
  argTypes: { productName: { control: 'text' } },
  // The navigation is brand-config's rule output for the toolbar's brand, language and user type.
  render: (args, { globals }) => (
    <Header
      {...args}
      productName={args.productName ?? storyProductName(globals)}
      logo={args.logo ?? storyLogo(globals)}
      t={storyTranslator(globals)}
      navigation={args.navigation ?? headerContent(storyContext(globals)).navigation}
    />
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard header: the brand's logo mark and product name, and its main navigation (Business opens in a new tab). */
export const Standard: Story = { args: { kind: 'standard', currentPath: '/faq/' } };

/** Without a logo mark: the product name alone is the wordmark. */
export const WordmarkOnly: Story = {
  render: (args, { globals }) => (
    <Header
      {...args}
      productName={args.productName ?? storyProductName(globals)}
      logo={undefined}
      t={storyTranslator(globals)}
      navigation={headerContent(storyContext(globals)).navigation}
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
        productName={args.productName ?? storyProductName(globals)}
        logo={args.logo ?? storyLogo(globals)}
        t={t}
        navigation={headerContent(storyContext(globals)).navigation}
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
        productName={args.productName ?? storyProductName(globals)}
        logo={args.logo ?? storyLogo(globals)}
        t={t}
        navigation={headerContent(storyContext(globals)).navigation}
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
        productName={args.productName ?? storyProductName(globals)}
        logo={args.logo ?? storyLogo(globals)}
        t={t}
        kind="portal"
        navigation={headerContent(storyContext(globals)).navigation}
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

/** One brand's header, whatever the toolbar says: its logo mark, its product name, its navigation and theme. */
function brandStory(brand: BrandId): Story {
  // `one-brand`: the visual tests take it once, in its own brand, not once per toolbar brand.
  return { globals: { brand }, tags: ['one-brand'] };
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
