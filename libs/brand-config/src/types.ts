// The brand rules' data schema: the closed unions and content types that the brands' data
// (./brand-data.ts, ./brands/<id>.ts) and every rule module read. Declared first and importing no
// rule module, so the data never depends on the rules. A union is written once, inline in the
// content type that carries it (that is how the public API shows it: `FooterContent['variant']`);
// the short names below are indexed from those content types, never from a rule's return type.
import type { BRAND_MESSAGE_KEYS } from './message-keys.ts';

/**
 * An i18n message key that a brand rule can return.
 *
 * @example
 * const key: BrandMessageKey = 'nav.home';
 */
export type BrandMessageKey = (typeof BRAND_MESSAGE_KEYS)[number];

/**
 * A brand's logo mark: vector shapes in a square view box, drawn inline beside the
 * product name (the wordmark), so the theme's custom properties colour it and no request is made.
 *
 * @example
 * const { viewBox, shapes }: BrandLogo = themeTokens('main').logo;
 */
export interface BrandLogo {
  /** The SVG view box of the mark (square). */
  readonly viewBox: string;
  /** Shapes in painting order: the base first, its details on top. */
  readonly shapes: readonly { readonly tone: 'base' | 'detail'; readonly d: string }[];
}

/**
 * Colours of the accessibility widget (spec 1, 9: per brand), in the widget's own option names.
 *
 * @example
 * const { leadColor, triggerColor }: AccessibilityWidgetColors = accessibilityWidgetColors('faith');
 */
export interface AccessibilityWidgetColors {
  /** Main colour of the widget's interface. */
  readonly leadColor: string;
  /** Background of the button that opens the widget. */
  readonly triggerColor: string;
}

/**
 * Theme tokens of one brand; shell-ui turns the CSS values into custom properties.
 *
 * @example
 * const tokens: ThemeTokens = themeTokens('pride');
 */
export interface ThemeTokens {
  /** Primary brand colour (buttons, links). */
  colorPrimary: string;
  /** Text on the primary colour. */
  colorOnPrimary: string;
  /** Page text colour. */
  colorText: string;
  /** Page background. */
  colorBackground: string;
  /** Footer background. */
  colorFooter: string;
  /** Text on the footer background. */
  colorOnFooter: string;
  /**
   * Page background of GetStarted with `go=true` (spec 2.4, the `get-started-go` page theme): a tint
   * of the brand's primary colour. Page text and the primary colour keep WCAG AA contrast on it.
   */
  colorBackgroundGetStartedGo: string;
  /**
   * Page background of ContactUs for brand 1's logged-out visitors and for counselors (spec 2.4, the
   * `contact-us-alternate` page theme): a tint of the brand's footer colour. Page text and the
   * primary colour keep WCAG AA contrast on it.
   */
  colorBackgroundContactUsAlternate: string;
  /** Body font stack. */
  fontFamily: string;
  /** Heading font stack. */
  fontFamilyHeading: string;
  /** Corner radius of controls. */
  radius: string;
  /** Corner radius of cards and dialogs. */
  radiusLarge: string;
  /** The brand's logo (not a CSS value). */
  logo: BrandLogo;
  /** The accessibility widget's colours (not CSS values: the widget takes them as options). */
  accessibilityWidget: AccessibilityWidgetColors;
}

/**
 * One link of the main navigation.
 *
 * @example
 * navigationLinks(ctx).map((link: NavigationLink) => [t(link.labelKey), link.href]);
 */
export interface NavigationLink {
  readonly id:
    | 'home'
    | 'business'
    | 'about'
    | 'faq'
    | 'reviews'
    | 'advice'
    | 'careers'
    | 'findATherapist'
    | 'onlineTherapy'
    | 'contact'
    | 'forTherapists';
  /** i18n message key of the label (the UI translates it). */
  readonly labelKey: BrandMessageKey;
  readonly href: string;
  /** True for links to another site (the Business link). */
  readonly external: boolean;
}

/**
 * Id of a main navigation link (spec 2.2, in the table's order).
 *
 * @example
 * const id: NavigationLinkId = 'forTherapists';
 */
export type NavigationLinkId = NavigationLink['id'];

/**
 * What a footer entry that is not a link opens.
 *
 * @example
 * const action: FooterAction = 'openCookieSettings';
 */
export type FooterAction = 'openSharingSettings' | 'openCancelSubscription' | 'openCookieSettings';

/**
 * One entry of the footer's link list: a link to a page, or a button that opens a panel or dialog.
 *
 * @example
 * for (const link of footerLinks(ctx)) {
 *   if (link.kind === 'link') renderLink(t(link.labelKey), link.href);
 *   else renderButton(t(link.labelKey), link.action);
 * }
 */
export type FooterLink = {
  /** In the spec's order (spec 2.5). */
  readonly id:
    | 'terms'
    | 'privacy'
    | 'accessibility'
    | 'sharingSettings'
    | 'cancelSubscription'
    | 'healthData'
    | 'impressum'
    | 'withdrawalForm'
    | 'cookieSettings';
  readonly labelKey: BrandMessageKey;
} & ({ readonly kind: 'link'; readonly href: string } | { readonly kind: 'action'; readonly action: FooterAction });

/** Id of a footer link. */
export type FooterLinkId = FooterLink['id'];

/**
 * One social link of the footer.
 *
 * @example
 * socialLinks(ctx).map((link: SocialLink) => t(link.labelKey, { productName }));
 */
export interface SocialLink {
  readonly network: 'facebook' | 'instagram' | 'tiktok' | 'x' | 'linkedin';
  /** i18n message key of the accessible name; takes `{productName}`. */
  readonly labelKey: BrandMessageKey;
  readonly href: string;
}

/** What the header shows for a visitor on a page (spec 2.2, 2.4): the answer of {@link headerContent}. */
export interface HeaderContent {
  /** The portal header for portal accounts, else the standard one. */
  readonly kind: 'standard' | 'portal';
  /** The navigation links, in order. */
  readonly navigation: readonly NavigationLink[];
  /** Whether the notification bell and centre are shown (signed-in clients and counselors). */
  readonly showNotifications: boolean;
}

/**
 * Which header the layout renders (spec 2.5).
 *
 * @example
 * const kind: HeaderKind = headerKind(ctx); // 'portal' for portal accounts
 */
export type HeaderKind = HeaderContent['kind'];

/** What the footer shows for a visitor on a page (spec 2.5): the answer of {@link footerContent}. */
export interface FooterContent {
  readonly variant: 'standard' | 'redesigned' | 'second-theme' | 'second-theme-mobile' | 'organisation-site' | 'fifth';
  /**
   * Whether the footer names the crisis lines of the visitor's country: not for counselors, who see
   * no crisis text line (spec 2.5, 6). The lines themselves are data the server resolves for the
   * visitor's country ({@link crisisLinesOf}) and sends with the page: the table of every country is
   * not in the browser's code.
   */
  readonly showsCrisisLines: boolean;
  /** `link` entries are links, `action` entries open a dialog. */
  readonly links: readonly FooterLink[];
  /** Empty unless the site config turns social links on. */
  readonly socialLinks: readonly SocialLink[];
  /** Whether the footer has the language button (the site's language selector is shown). */
  readonly languageButton: boolean;
  /** Layout adjustments for clients and portal accounts on mobile. */
  readonly mobileLayout: boolean;
}

/**
 * A footer variant (spec 2.5).
 *
 * @example
 * const variant: FooterVariant = footerVariant(ctx);
 */
export type FooterVariant = FooterContent['variant'];

/**
 * A page theme (spec 2.4): `get-started-go` (GetStarted with `go=true`, its own background),
 * `contact-us-alternate` (ContactUs for brand 1's logged-out visitors and for counselors), or the
 * brand's `default`.
 *
 * @example
 * const theme: PageTheme = pageTheme(ctx); // 'get-started-go' on /get-started/?go=true
 */
export type PageTheme = 'default' | 'get-started-go' | 'contact-us-alternate';

/**
 * The attributes of a page's `<body>` (spec 1, 2.4): the answer of {@link pageAttributes}.
 *
 * @example
 * const { className, pageTheme }: PageAttributes = pageAttributes({ brand, page, user: session });
 */
export interface PageAttributes {
  /** The body classes per product and page: `product-<brand id> page-<template in kebab case>`. */
  readonly className: string;
  /**
   * The page theme ({@link pageTheme}); undefined while the visitor is not known. Each brand's theme
   * gives `get-started-go` and `contact-us-alternate` a background (`ThemeTokens`), which shell-ui's
   * `ShellLayout` draws from its `pageTheme`.
   */
  readonly pageTheme: PageTheme | undefined;
}

/**
 * One way to reach a crisis line: the number as people in the country write it, and the `tel:` or
 * `sms:` URI a phone dials (with the message body for lines that need a keyword).
 *
 * @example
 * const contact: CrisisContact = { kind: 'text', number: '741741', keyword: 'HOME', uri: 'sms:741741?body=HOME' };
 */
export interface CrisisContact {
  readonly kind: 'call' | 'text';
  /** The number as written in the country (`116 123`, `0800 111 0 111`). */
  readonly number: string;
  /** `tel:` for calls, `sms:` for texts (RFC 3966, RFC 5724). */
  readonly uri: string;
  /** The word to text, for lines that ask for one (Crisis Text Line: HOME). */
  readonly keyword?: string;
}

/**
 * A crisis line: its own name (not translated: people search for it by that name), how to reach
 * it, and the page its numbers were checked against.
 *
 * @example
 * crisisLines(ctx).map((line: CrisisLine) => line.name); // ['988 Suicide & Crisis Lifeline', 'Crisis Text Line']
 */
export interface CrisisLine {
  readonly name: string;
  readonly contacts: readonly CrisisContact[];
  /** Public page of the line's operator that states the numbers. */
  readonly source: string;
  /** When the line answers, where its source says so (`always`: 24 hours a day, every day). */
  readonly hours?: 'always';
}

/**
 * One country of the crisis directory (/gethelpnow/ and the offline crisis page): its code, its
 * emergency number and its crisis lines.
 *
 * @example
 * const entry: CrisisDirectoryEntry = crisisDirectory('gb')[0]; // { country: 'gb', emergency: { kind: 'call', number: '999', uri: 'tel:999' }, lines: [...] }
 */
export interface CrisisDirectoryEntry {
  readonly country: 'us' | 'ca' | 'gb' | 'ie' | 'de' | 'fr' | 'nl' | 'es' | 'au';
  readonly emergency: CrisisContact;
  readonly lines: readonly CrisisLine[];
}

/**
 * The countries with reviewed crisis lines, as lower-case ISO 3166-1 alpha-2 codes (the session's
 * `geo_country`).
 *
 * @example
 * const country: CrisisCountry = 'gb';
 */
export type CrisisCountry = CrisisDirectoryEntry['country'];

/**
 * The advice section's paths and link label keys for one language (spec 2.3): the answer of
 * {@link adviceLinks}.
 *
 * @example
 * const { basePath, searchPath }: AdviceLinks = adviceLinks('fr'); // '/fr/conseils', '/fr/conseils/search'
 */
export interface AdviceLinks {
  /** Landing, category and article pages share it. */
  readonly basePath: string;
  /** Editors and authors: `{base}/editorial_team`. */
  readonly editorialTeamPath: string;
  /** `{base}/search`. */
  readonly searchPath: string;
  /** i18n key of the advice home link text (the table's last column). */
  readonly homeLabelKey: BrandMessageKey;
  /** i18n key of the editorial team link text. */
  readonly editorialTeamLabelKey: BrandMessageKey;
  /** i18n key of the search link text. */
  readonly searchLabelKey: BrandMessageKey;
}

/**
 * The message keys of a market's credential wording and of its CV or Resume (spec 9).
 *
 * @example
 * const { credentialLabelKey, resumeLabelKey }: CredentialWording = credentialWording(ctx);
 */
export interface CredentialWording {
  readonly credentialLabelKey: BrandMessageKey;
  readonly resumeLabelKey: BrandMessageKey;
}

/**
 * A market with its own credential wording (spec 9).
 *
 * @example
 * const market: CredentialMarket = credentialMarket(session);
 */
export type CredentialMarket = 'uk' | 'eu' | 'de' | 'nl' | 'au' | 'other';
