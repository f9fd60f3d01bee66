// Constants of the brand rules. Each names the spec section it comes from
// (../../../shared/spec/shell-spec.md); values the spec does not show are marked "not shown" and
// listed in the README under "Choices where the spec is silent".
import type { Language, TemplateName } from '@therapy-shell/core';
import type { BrandId } from './brands.ts';

/**
 * Paths of the shell's routes (spec 2.1, 2.2).
 *
 * @example
 * PATHS.crisisResources; // '/gethelpnow/'
 */
export const PATHS = {
  home: '/',
  about: '/about/',
  faq: '/faq/',
  reviews: '/reviews/',
  careers: '/careers/',
  therapists: '/therapists/',
  onlineTherapy: '/online-therapy/',
  contact: '/contact/',
  counselorApplication: '/counselor_application/',
  /** Brand 3's For Therapists link (spec 2.2). */
  faithForTherapists: '/faq/?id=333#forcounselors',
  crisisResources: '/gethelpnow/',
  terms: '/terms/',
  counselorTerms: '/counselors/terms/',
  privacy: '/privacy/',
  impressum: '/impressum/',
  healthData: '/health-data/',
  accessibility: '/accessibility/',
  withdrawalForm: '/withdrawal-form/',
  login: '/login',
  partnerLogin: '/partner-login',
  businessStart: '/betterhelpbusiness-start',
  paymentSettings: '/counselor-settings/payment/',
  paymentSettingsAustralia: '/counselor-settings/payment-au/',
  paymentSettingsEuropeanUnion: '/counselor-settings/payment-eu/',
} as const;

/**
 * The cancel settings page the cancel dialog's login link returns to (spec 2.1 names the page,
 * not its path: not shown).
 *
 * @example
 * loginRedirectPath(CANCEL_SETTINGS_PATH); // the same as cancelSettingsLoginPath()
 */
export const CANCEL_SETTINGS_PATH = '/account-settings/subscription/';

/** Query parameter of the login redirect (spec 2.1: /login?redir=...). */
export const LOGIN_REDIRECT_PARAMETER = 'redir';

/** Query parameter of pagination; pages above 1 carry it (spec 2.1). */
export const PAGE_PARAMETER = 'page';

/** The teen flag added to the FAQ link on the teen brand's GetStarted page (spec 2.1; name not shown). */
export const FAQ_TEEN_FLAG = { name: 'teen', value: '1' } as const;

/** GetStarted's query parameter whose value true changes the background (spec 2.4). */
export const GET_STARTED_GO = { name: 'go', value: 'true' } as const;

/**
 * Advice base path per language (spec 2.3); the default row is {@link DEFAULT_ADVICE_BASE_PATH}.
 *
 * @example
 * ADVICE_BASE_PATHS.de; // '/de/artikel'
 */
export const ADVICE_BASE_PATHS = {
  en: '/advice',
  de: '/de/artikel',
  nl: '/nl/artikelen',
  fr: '/fr/conseils',
  es: '/es/consejo',
} as const satisfies Record<Language, string>;

/** Advice base path of the table's "default" row (spec 2.3). */
export const DEFAULT_ADVICE_BASE_PATH = '/advice';

/** Sub-paths of the advice section under its base path (spec 2.3). */
export const ADVICE_SUB_PATHS = { editorialTeam: '/editorial_team', search: '/search' } as const;

/** Visitor geo countries that get the Reviews and Online Therapy links (spec 2.2, 9). */
export const REVIEW_GEO_COUNTRIES = ['us', 'ca', 'vi'] as const;

/** geo_country of US visitors, who get Health Data (spec 2.1, 6). */
export const US_GEO_COUNTRY = 'us';

/**
 * Country id of an account in the US (spec 3.2: USA 1), which gets Health Data too (spec 2.1, 6).
 * core's `countryIdByCode('USA')` gives the same (a test holds them equal); written here because the
 * footer's rule runs on every page in the browser, and the code table behind `countryIdByCode`
 * would come with it.
 */
export const US_COUNTRY_ID = 1;

/** Brands per navigation link where the spec limits a link to some brands (spec 2.2). */
export const NAVIGATION_BRANDS = {
  homeHiddenFor: ['fifth'],
  about: ['main', 'faith'],
  advice: ['main'],
  careers: ['main'],
  findATherapist: ['main'],
  onlineTherapy: ['main'],
  forTherapists: ['main', 'regional', 'faith'],
} as const satisfies Record<string, readonly BrandId[]>;

/** The organisation site the English Business link goes to (spec 2.2; URL not shown). */
export const ORGANISATION_SITE_URL = 'https://organisation.therapy-shell.example/';

/** Origin of the separate business site of the other languages' Business link (spec 2.2; not shown). */
export const BUSINESS_SITE_ORIGIN = 'https://business.therapy-shell.example';

/** Experiment and variant whose dashboard pages have no footer (spec 2.5). */
export const TREEHOUSE_EXPERIMENT = { name: 'FF_TREEHOUSE', hidingVariant: 'TEST' } as const;

/** Templates without a footer (spec 2.5: mood tracker Report, Onboarding, Settings; VoiceMessage; CreateANewPin). */
export const FOOTERLESS_TEMPLATES = [
  'MoodTrackerReport',
  'MoodTrackerOnboarding',
  'MoodTrackerSettings',
  'VoiceMessage',
  'CreateANewPin',
] as const satisfies readonly TemplateName[];

/**
 * Path sections without a footer (spec 2.5: counselor settings, id verification). The spec lists
 * /payer-enrollment/intro among the paths with footer rules (2.1) without saying which: it is a
 * counselor settings step, so it is footerless too.
 */
export const FOOTERLESS_PATH_SECTIONS = ['/counselor-settings', '/id-verification', '/payer-enrollment/intro'] as const;

/** Prefix of the dashboard paths that the FF_TREEHOUSE rule applies to (spec 2.1, 2.5). */
export const DASHBOARD_PATH_PREFIX = '/dashboard';

/** Paths with special footers: the organisation-site footer (spec 2.1, 2.5). */
export const ORGANISATION_FOOTER_PATHS = ['/partner-login', '/betterhelpbusiness-start'] as const;

/**
 * Social networks of the footer, in the spec's order (spec 2.5).
 *
 * @example
 * SOCIAL_NETWORKS[0]; // 'facebook'
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'x', 'linkedin'] as const;

/**
 * Templates that always have the quick exit: where a visitor is most exposed to someone
 * who shares the device. Product teams mark further pages (`shellPage({ template, quickExit: true }, Page)`).
 */
export const QUICK_EXIT_TEMPLATES = [
  'CrisisResources',
  'GetHelpNow',
  'GetStarted',
  'ClientDashboard',
] as const satisfies readonly TemplateName[];

/** Profile URL of a handle on each network (the networks' public URL forms). */
export const SOCIAL_PROFILE_URLS = {
  facebook: 'https://www.facebook.com/{handle}',
  instagram: 'https://www.instagram.com/{handle}/',
  tiktok: 'https://www.tiktok.com/@{handle}',
  x: 'https://x.com/{handle}',
  linkedin: 'https://www.linkedin.com/company/{handle}/',
} as const satisfies Record<(typeof SOCIAL_NETWORKS)[number], string>;

/**
 * Support email local part per language (spec 9).
 *
 * @example
 * SUPPORT_EMAIL_LOCAL_PARTS.nl; // 'ondersteuning'
 */
export const SUPPORT_EMAIL_LOCAL_PARTS = {
  en: 'contact',
  de: 'kontakt',
  fr: 'hello',
  nl: 'ondersteuning',
  es: 'ayuda',
} as const satisfies Record<Language, string>;

/** Prefixes of the body classes per product and page (spec 1; class names not shown). */
export const BODY_CLASS_PREFIXES = { product: 'product-', page: 'page-' } as const;

/** i18n message keys of the navigation labels (spec 2.2). */
export const NAVIGATION_LABEL_KEYS = {
  home: 'nav.home',
  business: 'nav.business',
  about: 'nav.about',
  faq: 'nav.faq',
  reviews: 'nav.reviews',
  advice: 'nav.advice',
  careers: 'nav.careers',
  findATherapist: 'nav.findATherapist',
  onlineTherapy: 'nav.onlineTherapy',
  contact: 'nav.contact',
  forTherapists: 'nav.forTherapists',
} as const;

/** i18n message keys of the footer links (spec 2.5). */
export const FOOTER_LABEL_KEYS = {
  terms: 'footer.terms',
  privacy: 'footer.privacy',
  accessibility: 'footer.accessibility',
  sharingSettings: 'footer.sharingSettings',
  doNotSell: 'footer.doNotSell',
  cancelSubscription: 'footer.cancelSubscription',
  healthData: 'footer.healthData',
  impressum: 'footer.impressum',
  withdrawalForm: 'footer.withdrawalForm',
  cookieSettings: 'footer.cookieSettings',
} as const;

/** i18n message keys of the social links' accessible names (spec 2.5). */
export const SOCIAL_LABEL_KEYS = {
  facebook: 'social.facebook',
  instagram: 'social.instagram',
  tiktok: 'social.tiktok',
  x: 'social.x',
  linkedin: 'social.linkedin',
} as const satisfies Record<(typeof SOCIAL_NETWORKS)[number], string>;

/** i18n message keys of the advice section's links (spec 2.3). */
export const ADVICE_LABEL_KEYS = {
  home: 'advice.home',
  editorialTeam: 'advice.editorialTeam',
  search: 'advice.search',
} as const;

/** i18n message keys of the credential wording and CV/Resume (spec 9). */
export const CREDENTIAL_LABEL_KEYS = {
  credentials: 'credentials.credentials',
  credentialDocuments: 'credentials.credentialDocuments',
  credentialMembership: 'credentials.credentialMembership',
  license: 'credentials.license',
  cv: 'credentials.cv',
  resume: 'credentials.resume',
} as const;
