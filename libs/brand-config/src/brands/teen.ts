// Brand 7 of the spec: teen. Its data, which only its own build carries (../brands.ts).
import { CIRCLE, DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'teen',
    developmentProductName: 'Teen Counsel',
    theme: {
      colorPrimary: '#5a3fc0',
      colorOnPrimary: '#ffffff',
      colorText: '#1e1838',
      colorBackground: '#ffffff',
      colorFooter: '#241c4a',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#e8e4f6',
      colorBackgroundContactUsAlternate: '#e9e8ed',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '16px',
      radiusLarge: '24px',
      // Logo: a star.
      logo: logoMark(CIRCLE, 'M20 7.5l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3L20 26.6l-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z'),
      accessibilityWidget: { leadColor: '#5a3fc0', triggerColor: '#241c4a' },
    },
    footerVariant: 'standard',
    socialHandle: 'therapyshellteen',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
