// Constants of the domain model. Each names the spec section it comes from
// (../../../shared/spec/shell-spec.md). Region tables are reference data and live in regions.ts.

/**
 * User types of the session (spec 3.1, 6).
 *
 * @example
 * USER_TYPES.includes(session.user_type); // always true for a valid session
 */
export const USER_TYPES = ['logged_out_user', 'client', 'portal_account', 'counselor', 'recruiter'] as const;

/**
 * Client stages (spec 3.1): the values of `SessionUser['stage']` (schemas.ts checks that each is one).
 *
 * @example
 * CLIENT_STAGES; // ['in_trial', 'paying', 'quit']
 */
export const CLIENT_STAGES = ['in_trial', 'paying', 'quit'] as const;

/**
 * The id a logged-out session carries (spec 3.1).
 *
 * @example
 * session.id === LOGGED_OUT_USER_ID; // true for a logged-out visitor
 */
export const LOGGED_OUT_USER_ID = -1;

/**
 * Supported languages (spec 9). They live in core because brand rules (advice paths, the business
 * link, support email) and i18n both need them; i18n re-exports them.
 *
 * @example
 * LANGUAGES.map((language) => LANGUAGE_NAMES[language]); // the language selector's options
 */
export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es'] as const;

/**
 * The language used when nothing else applies (spec 4.2, 9: unknown falls back to en).
 *
 * @example
 * const language = isLanguage(value) ? value : DEFAULT_LANGUAGE; // 'en' otherwise
 */
export const DEFAULT_LANGUAGE = 'en' satisfies (typeof LANGUAGES)[number];

/**
 * Page templates seen in the product (spec 2.4), as a closed list. The spec's "MoodTracker (Report,
 * Onboarding, Settings)" becomes three names; "HealthData" is listed twice there and once here;
 * two names contain spaces exactly as the spec writes them.
 *
 * @example
 * TEMPLATE_NAMES.includes('GetStarted'); // true
 */
export const TEMPLATE_NAMES = [
  'About',
  'AboutUs',
  'AboutGoals',
  'Accessibility',
  'AdviceArticle',
  'AdviceFilter',
  'Advices',
  'AdvicesCategory',
  'AIQuiz',
  'AuthorSlug',
  'BetterSleep',
  'BHBusinessStart',
  'Brokers',
  'BugBountyPanel',
  'Careers',
  'ClientDashboard',
  'ClientOutcomes',
  'CompleteIntake',
  'CompleteRegistration',
  'ContactUs',
  'CounselorApplicationPage',
  'CounselorCompleteSignup',
  'CounselorDashboardPage',
  'CounselorDashboardSearch',
  'CounselorPayerEnrollmentIntro',
  'CounselorTermsPage',
  'CounselorInsuranceTermsPage',
  'CreateANewPin',
  'CrisisResources',
  'Custom404',
  'Dashboard',
  'EAPOfferings',
  'EditorialTeam',
  'Employers',
  'Everyone',
  'ExampleClients',
  'ExistingAccount',
  'FinancialAid',
  'FindACounselor',
  'Faq',
  'GetHelpNow',
  'GetStarted',
  'Gift',
  'GiftRegister',
  'GroupsFaq',
  'Guide',
  'GuideArticle',
  'GuideCategory',
  'HealthData',
  'HelpGuideSearch',
  'Home',
  'Impressum',
  'Insurance',
  'InsuranceSignUp',
  'KidsEmotionalWellBeing',
  'MoodTrackerReport',
  'MoodTrackerOnboarding',
  'MoodTrackerSettings',
  'More',
  'NPP',
  'OnlineTherapy',
  'OptOut',
  'PortalAccountSettings',
  'Press',
  'PressKit',
  'PrivacyPage',
  'PRR',
  'Psychiatry & medication',
  'Social Impact',
  'SocialImpact',
  'TermsPage',
  'ThirdParty',
  'ThirdParties',
  'TwoFactorAuth',
  'UpdateQuestionnaire',
  'Usage',
  'VerifyEmail',
  'VoiceMessage',
  'WellboundCoaching',
  'WellnessToolsDashboard',
  'WindowTimeout',
  'WithdrawalPage',
  'YourQuestionsAnswered',
] as const;

/**
 * Country ids of the European countries with dedicated handling (spec 3.2).
 *
 * @example
 * COUNTRY_IDS.DE; // 85
 */
export const COUNTRY_IDS = { FR: 78, DE: 85, NL: 154, ES: 205 } as const;

/**
 * Country code (ISO 3166-1 alpha-3) to country id (spec 3.2: the countryMap, with its US entry).
 *
 * @example
 * COUNTRY_MAP.AUS; // 15
 */
export const COUNTRY_MAP = { USA: 1, AUS: 15, PRI: 178, GBR: 232 } as const;

/**
 * EU member states as ISO 3166-1 alpha-3 codes, in the spec's order (spec 3.2).
 *
 * @example
 * EU_MEMBER_CODES.includes('AUT'); // true
 */
export const EU_MEMBER_CODES = [
  'DEU',
  'NLD',
  'FRA',
  'AUT',
  'BEL',
  'BGR',
  'HRV',
  'CYP',
  'CZE',
  'DNK',
  'EST',
  'FIN',
  'GRC',
  'HUN',
  'IRL',
  'ITA',
  'LVA',
  'LTU',
  'LUX',
  'MLT',
  'POL',
  'PRT',
  'ROU',
  'SVK',
  'SVN',
  'ESP',
  'SWE',
] as const;

/**
 * ISO 3166-1 alpha-2 to alpha-3 for every country the catalogue knows, so rules can use the
 * session's two-letter geo_country (spec 3.1) as well as the spec's three-letter codes.
 */
export const ALPHA2_TO_ALPHA3 = {
  US: 'USA',
  AU: 'AUS',
  PR: 'PRI',
  GB: 'GBR',
  DE: 'DEU',
  NL: 'NLD',
  FR: 'FRA',
  AT: 'AUT',
  BE: 'BEL',
  BG: 'BGR',
  HR: 'HRV',
  CY: 'CYP',
  CZ: 'CZE',
  DK: 'DNK',
  EE: 'EST',
  FI: 'FIN',
  GR: 'GRC',
  HU: 'HUN',
  IE: 'IRL',
  IT: 'ITA',
  LV: 'LVA',
  LT: 'LTU',
  LU: 'LUX',
  MT: 'MLT',
  PL: 'POL',
  PT: 'PRT',
  RO: 'ROU',
  SK: 'SVK',
  SI: 'SVN',
  ES: 'ESP',
  SE: 'SWE',
} as const;

/**
 * Cookie names the shell reads or writes (spec 3.4). The consent cookie's name comes from the site config.
 *
 * @example
 * COOKIE_NAMES.prefLanguage; // 'pref_language'
 */
export const COOKIE_NAMES = {
  prefLanguage: 'pref_language',
  loadAccessibe: 'load_accessibe',
  noAccessibe: 'no_accessibe',
} as const;
