import * as publicApi from './index.ts';

// The public API is a decision: a new export (or a lost one) has to show up here and in the README.
describe('public API', () => {
  it('exports the frame, the dialogs, the pieces a page uses, the toasts and the frame helpers, nothing else', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'Button',
      'CancelSubscriptionDialog',
      'ConsentBanner',
      'CookieSettingsDialog',
      'CrisisResources',
      'DropdownField',
      'FallbackErrorPage',
      'Footer',
      'FooterControlsProvider',
      'Header',
      'LanguageSettingsDialog',
      'Link',
      'Modal',
      'NotificationCenter',
      'PageErrorPanel',
      'QuickExit',
      'SHELL_PART_STYLES',
      'SecurityLogo',
      'ShellLayout',
      'TextField',
      'ToastOnServerError',
      'Toaster',
      'linkKind',
      'toast',
    ]);
  });
});
