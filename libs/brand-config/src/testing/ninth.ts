// A ninth brand that is data alone, written as a brand module of ../brands/ is (README: "Adding a
// brand"), but kept out of ../brands/index.ts: the shell app is built for it by pointing
// SHELL_BRAND_MODULE here (tools/bench/src/brand-fixture.spec.ts), and bundle.spec.ts bundles it.
import { DEFAULT_QUICK_EXIT_URL, defineBrand, HEXAGON, logoMark, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'ninth',
    developmentProductName: 'Ninth Counsel',
    theme: {
      colorPrimary: '#00695c',
      colorOnPrimary: '#ffffff',
      colorText: '#13302c',
      colorBackground: '#ffffff',
      colorFooter: '#0b3b35',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#dbeae8',
      colorBackgroundContactUsAlternate: '#e7ebeb',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '10px',
      radiusLarge: '20px',
      // Logo: a triangle pointing up.
      logo: logoMark(HEXAGON, 'M20 10.5l9.5 17h-19z'),
      accessibilityWidget: { leadColor: '#00695c', triggerColor: '#0b3b35' },
    },
    footerVariant: 'standard',
    socialHandle: 'therapyshellninth',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'gb',
  }),
] as const;
