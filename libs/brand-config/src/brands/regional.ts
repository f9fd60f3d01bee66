// Brand 6 of the spec: regional. Its data, which only its own build carries (../brands.ts).
import { DEFAULT_QUICK_EXIT_URL, defineBrand, logoMark, ROUNDED_SQUARE, SYSTEM_FONT } from '../brand-data.ts';

export const BRANDS = [
  defineBrand({
    id: 'regional',
    developmentProductName: 'Therapy Shell Regional',
    theme: {
      colorPrimary: '#2e6b47',
      colorOnPrimary: '#ffffff',
      colorText: '#1f2a24',
      colorBackground: '#ffffff',
      colorFooter: '#243b2f',
      colorOnFooter: '#ffffff',
      colorBackgroundGetStartedGo: '#e2eae5',
      colorBackgroundContactUsAlternate: '#e9ebea',
      fontFamily: SYSTEM_FONT,
      fontFamilyHeading: SYSTEM_FONT,
      radius: '8px',
      radiusLarge: '16px',
      // Logo: a map pin.
      logo: logoMark(
        ROUNDED_SQUARE,
        'M20 8a8.5 8.5 0 0 0-8.5 8.5C11.5 23 20 32 20 32s8.5-9 8.5-15.5A8.5 8.5 0 0 0 20 8zm0 5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7z',
      ),
      accessibilityWidget: { leadColor: '#2e6b47', triggerColor: '#243b2f' },
    },
    footerVariant: 'redesigned',
    socialHandle: 'therapyshellregional',
    quickExitUrl: DEFAULT_QUICK_EXIT_URL,
    homeMarket: 'us',
  }),
] as const;
