// Brand 5 of the spec: fifth. Its data, which only its own build carries (../brands.ts).
import { DEFAULT_QUICK_EXIT_URL, defineBrand, HEXAGON, logoMark, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'fifth',
    developmentProductName: 'Fifth Counsel',
    theme: {
      colorPrimary: '#0d6e73',
      colorOnPrimary: '#ffffff',
      colorText: '#0f2b2d',
      colorBackground: '#ffffff',
      colorFooter: '#0f2b2d',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#ddebeb',
      colorBackgroundContactUsAlternate: '#e7eaea',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '6px',
      radiusLarge: '12px',
      // Logo: a ring.
      logo: logoMark(HEXAGON, 'M20 11a9 9 0 1 0 0 18a9 9 0 1 0 0-18zm0 4.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9z'),
      accessibilityWidget: { leadColor: '#0d6e73', triggerColor: '#0f2b2d' },
    },
    footerVariant: 'fifth',
    socialHandle: 'therapyshellfifth',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
