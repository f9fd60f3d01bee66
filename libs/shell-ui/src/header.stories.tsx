import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationLinks } from '@therapy-shell/brand-config';
import { Button } from './button.tsx';
import { Header } from './header.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { sample, storyContext, storyTranslator, type SampleText } from './story-helpers.ts';

const LOG_IN: SampleText = {
  en: 'Log in',
  de: 'Anmelden',
  fr: 'Se connecter',
  nl: 'Inloggen',
  es: 'Iniciar sesión',
};

// An inline logo, so the story needs no served file (the app serves /brands/<brand>/logo.svg).
const LOGO = {
  src: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="16" fill="#2e6b47"/><text x="44" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#1f2a24">Therapy</text></svg>',
  )}`,
  width: 160,
  height: 40,
} as const;

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

/** With the brand's logo image, sized up front so nothing shifts when it loads. */
export const WithLogo: Story = { args: { logo: LOGO } };

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

/** Below md (768 px) the navigation is a menu behind a toggle; here it is open. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** Below md with the menu closed: only the toggle shows. */
export const MobileMenuClosed: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** A long product name. */
export const LongProductName: Story = {
  args: { productName: 'Therapy Shell for Organisations and Teams' },
};
