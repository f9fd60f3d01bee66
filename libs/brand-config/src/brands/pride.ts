// Brand 4 of the spec: pride. Its data, which only its own build carries (../brands.ts).
import { CIRCLE, DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'pride',
    developmentProductName: 'Pride Counselling',
    theme: {
      colorPrimary: '#b0245f',
      colorOnPrimary: '#ffffff',
      colorText: '#2b1520',
      colorBackground: '#ffffff',
      colorFooter: '#3a1a2b',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#f4e0e9',
      colorBackgroundContactUsAlternate: '#ebe8ea',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '12px',
      radiusLarge: '24px',
      // Logo: a heart.
      logo: logoMark(CIRCLE, 'M20 31S9 24.5 9 17a5.5 5.5 0 0 1 11-2.2A5.5 5.5 0 0 1 31 17c0 7.5-11 14-11 14z'),
      accessibilityWidget: { leadColor: '#b0245f', triggerColor: '#3a1a2b' },
    },
    footerVariant: 'standard',
    socialHandle: 'therapyshellpride',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
