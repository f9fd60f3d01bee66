// Brand 8 of the spec: eighth. Its data, which only its own build carries (../brands.ts).
import { DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, ROUNDED_SQUARE, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'eighth',
    developmentProductName: 'Eighth Counsel',
    theme: {
      colorPrimary: '#a14a12',
      colorOnPrimary: '#ffffff',
      colorText: '#2d1a0c',
      colorBackground: '#ffffff',
      colorFooter: '#3a2211',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#f2e6de',
      colorBackgroundContactUsAlternate: '#ebe9e7',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '8px',
      radiusLarge: '16px',
      // Logo: two stacked rings: an eight.
      logo: logoMark(
        ROUNDED_SQUARE,
        'M20 6.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zm0 3.5a3 3 0 1 1 0 6a3 3 0 1 1 0-6zM20 19a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15zm0 3.5a4 4 0 1 1 0 8a4 4 0 1 1 0-8z',
      ),
      accessibilityWidget: { leadColor: '#a14a12', triggerColor: '#3a2211' },
    },
    footerVariant: 'standard',
    socialHandle: 'therapyshelleighth',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
