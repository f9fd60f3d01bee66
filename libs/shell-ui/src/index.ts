// Public API of @therapy-shell/shell-ui, for two audiences: the shell's frame, dialogs and toast
// viewport that shell-next composes, and the pieces a product team's page uses (button, text field,
// dropdown field, modal, the toast facade). Each component comes with its props type. Everything
// else (the pieces behind the components, their data-state unions, the toast store, the spec
// constants) stays inside the library; its own tests and stories import those by relative path.
export { ShellLayout } from './shell-layout.tsx';
export type { ShellLayoutProps } from './shell-layout.tsx';
export { Header } from './header.tsx';
export type { HeaderProps } from './header.tsx';
export { Footer } from './footer.tsx';
export type { FooterProps } from './footer.tsx';
export { FooterControlsProvider } from './footer-controls.tsx';
export type { FooterControls } from './footer-controls.tsx';
export { NotificationCenter } from './notification-center.tsx';
export type { NotificationCenterProps } from './notification-center.tsx';
export { QuickExit } from './quick-exit.tsx';
export type { QuickExitProps } from './quick-exit.tsx';
export { SecurityLogo } from './security-logo.tsx';
export type { SecurityLogoProps } from './security-logo.tsx';
export { FallbackErrorPage } from './fallback-error-page.tsx';
export type { FallbackErrorPageProps } from './fallback-error-page.tsx';
export { PageErrorPanel } from './page-error-panel.tsx';
export type { PageErrorPanelProps } from './page-error-panel.tsx';
export { CrisisResources } from './crisis-resources.tsx';
export type { CrisisResourcesProps, CrisisResourcesPart } from './crisis-resources.tsx';
export { SHELL_PART_STYLES } from './part-styles.ts';
export { Link, linkKind } from './link.tsx';
export type { LinkComponent, LinkProps, SiteLinkProps, LinkSite } from './link.tsx';

export { LanguageSettingsDialog } from './language-settings-dialog.tsx';
export type { LanguageSettingsDialogProps } from './language-settings-dialog.tsx';
export { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
export type { CookieSettingsDialogProps } from './cookie-settings-dialog.tsx';
export { ConsentBanner } from './consent-banner.tsx';
export type { ConsentBannerProps, ConsentBannerChoice } from './consent-banner.tsx';
export { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
export type { CancelSubscriptionDialogProps } from './cancel-subscription-dialog.tsx';

export { Button } from './button.tsx';
export type { ButtonProps } from './button.tsx';
export { TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { DropdownField } from './dropdown-field.tsx';
export type { DropdownFieldProps, DropdownOption } from './dropdown-field.tsx';
export { Modal } from './modal.tsx';
export type { ModalProps } from './modal.tsx';

export { Toaster } from './toaster.tsx';
export type { ToasterProps } from './toaster.tsx';
export { toast, ToastOnServerError } from './toast-store.ts';
export type { ToastOptions } from './toast-store.ts';
