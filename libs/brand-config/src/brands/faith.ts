// Brand 3 of the spec: faith. Its data, which only its own build carries (../brands.ts).
import { CIRCLE, DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, SERIF_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'faith',
    developmentProductName: 'Faithful Counsel',
    theme: {
      colorPrimary: '#6a3d8f',
      colorOnPrimary: '#ffffff',
      colorText: '#2a1d35',
      colorBackground: '#fffdf8',
      colorFooter: '#3b2550',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#eae2e9',
      colorBackgroundContactUsAlternate: '#ebe7e7',
      fontFamily: SERIF_FONT,
      fontFamilyHeading: SERIF_FONT,
      radius: '8px',
      radiusLarge: '16px',
      // Logo: a flame.
      logo: logoMark(CIRCLE, 'M20 8c5 6 8 10.5 8 14.5a8 8 0 0 1-16 0C12 18.5 15 14 20 8z'),
      accessibilityWidget: { leadColor: '#6a3d8f', triggerColor: '#3b2550' },
    },
    footerVariant: 'standard',
    socialHandle: 'therapyshellfaith',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
