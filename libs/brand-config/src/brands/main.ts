// Brand 1 of the spec: main. Its data, which only its own build carries (../brands.ts).
import { DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, ROUNDED_SQUARE, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'main',
    developmentProductName: 'Therapy Shell',
    theme: {
      colorPrimary: '#2e6b47',
      colorOnPrimary: '#ffffff',
      colorText: '#1f2a24',
      colorBackground: '#ffffff',
      colorFooter: '#1f3d2b',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#e2eae5',
      colorBackgroundContactUsAlternate: '#e9ecea',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '8px',
      radiusLarge: '16px',
      // Logo: a smile.
      logo: logoMark(ROUNDED_SQUARE, 'M10 20a10 10 0 0 0 20 0h-4.5a5.5 5.5 0 0 1-11 0z'),
      accessibilityWidget: { leadColor: '#2e6b47', triggerColor: '#1f3d2b' },
    },
    footerVariant: 'redesigned',
    socialHandle: 'therapyshell',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
