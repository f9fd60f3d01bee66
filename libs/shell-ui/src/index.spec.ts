import * as publicApi from './index.ts';

// The public API is a decision: a new export (or a lost one) has to show up here and in the README.
describe('public API', () => {
  it('exports the components, the toasts and the breakpoint helpers, nothing else', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'Badge',
      'BrandMark',
      'Button',
      'CancelSubscriptionDialog',
      'ConsentBanner',
      'CookieSettingsDialog',
      'CrisisResources',
      'CurveDivider',
      'DropdownField',
      'FallbackErrorPage',
      'Footer',
      'Header',
      'Image',
      'LanguageSettingsDialog',
      'Link',
      'Modal',
      'NotificationBell',
      'NotificationCenter',
      'PlainLink',
      'QuickExit',
      'SHELL_PART_STYLES',
      'SecurityLogo',
      'ShellLayout',
      'TextField',
      'ToastOnServerError',
      'Toaster',
      'TruncatedText',
      'WaveDivider',
      'breakpointCssVariables',
      'breakpointMediaQuery',
      'createToastStore',
      'toast',
    ]);
  });
});
