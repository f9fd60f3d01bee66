// Brand 2 of the spec: organisation. Its data, which only its own build carries (../brands.ts).
import { DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, ROUNDED_SQUARE, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'organisation',
    developmentProductName: 'Therapy Shell for Organisations',
    theme: {
      colorPrimary: '#1d4f91',
      colorOnPrimary: '#ffffff',
      colorText: '#14233a',
      colorBackground: '#ffffff',
      colorFooter: '#14233a',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#dfe6f0',
      colorBackgroundContactUsAlternate: '#e8e9eb',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '4px',
      radiusLarge: '8px',
      // Logo: three people of different heights: a team.
      logo: logoMark(ROUNDED_SQUARE, 'M10 14h5v16h-5zM17.5 10h5v20h-5zM25 16h5v14h-5z'),
      accessibilityWidget: { leadColor: '#1d4f91', triggerColor: '#14233a' },
    },
    footerVariant: 'organisation-site',
    socialHandle: 'therapyshellorganisations',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
