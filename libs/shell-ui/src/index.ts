// Public API of @therapy-shell/shell-ui: the components with their props and data-state types,
// the toasts, and the breakpoints for code and for the document. Helpers behind the components
// (link classification, URL builders, truncation, toast body parsing) and the spec constants stay
// inside the library's modules; its own tests and stories import those by relative path.
export { ShellLayout } from './shell-layout.tsx';
export type { ShellLayoutProps } from './shell-layout.tsx';
export { Header } from './header.tsx';
export type { HeaderProps, HeaderMenuState } from './header.tsx';
export { NotificationBell } from './notification-bell.tsx';
export type { NotificationBellProps, NotificationBellState } from './notification-bell.tsx';
export { NotificationCenter } from './notification-center.tsx';
export type {
  NotificationCenterProps,
  NotificationCenterItem,
  NotificationConnection,
} from './notification-center.tsx';
export { Footer } from './footer.tsx';
export type { FooterProps, FooterLanguageButton, FooterLayout } from './footer.tsx';
export { FallbackErrorPage } from './fallback-error-page.tsx';
export type { FallbackErrorPageProps } from './fallback-error-page.tsx';
export { CrisisResources } from './crisis-resources.tsx';
export type { CrisisResourcesProps, CrisisResourcesPart } from './crisis-resources.tsx';
export { QuickExit } from './quick-exit.tsx';
export type { QuickExitProps, QuickExitState } from './quick-exit.tsx';
export { BrandMark } from './brand-mark.tsx';
export type { BrandMarkProps } from './brand-mark.tsx';

export { LanguageSettingsDialog } from './language-settings-dialog.tsx';
export type { LanguageSettingsDialogProps } from './language-settings-dialog.tsx';
export { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
export type { CookieSettingsDialogProps, CookieSettingsState } from './cookie-settings-dialog.tsx';
export { ConsentBanner } from './consent-banner.tsx';
export type { ConsentBannerProps, ConsentBannerState, ConsentBannerChoice } from './consent-banner.tsx';
export { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
export type {
  CancelSubscriptionDialogProps,
  CancelSubscriptionEvent,
  CancelSubscriptionOutcome,
  CancelSubscriptionState,
} from './cancel-subscription-dialog.tsx';

export { PlainLink, Link } from './link.tsx';
export { SHELL_PART_STYLES } from './part-styles.ts';
export type { LinkComponent, LinkProps, SiteLinkProps, LinkKind, LinkSite } from './link.tsx';
export { Modal } from './modal.tsx';
export type { ModalProps, ModalScrollPosition } from './modal.tsx';
export { TextField } from './text-field.tsx';
export type { TextFieldProps, TextFieldVariant, TextFieldVariantProps, PrimaryInputType } from './text-field.tsx';
export type { FieldStatus } from './form-field.tsx';
export { DropdownField } from './dropdown-field.tsx';
export type { DropdownFieldProps, DropdownOption, DropdownState } from './dropdown-field.tsx';
export { Button } from './button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonState } from './button.tsx';
export { Badge } from './badge.tsx';
export type { BadgeProps, BadgeVariant } from './badge.tsx';
export { Image } from './image.tsx';
export type { ImageProps, ImageLoader, ImageLoaderParams, ImageState } from './image.tsx';
export { WaveDivider, CurveDivider } from './dividers.tsx';
export type { DividerProps } from './dividers.tsx';
export { SecurityLogo } from './security-logo.tsx';
export type { SecurityLogoProps } from './security-logo.tsx';
export { TruncatedText } from './truncated-text.tsx';
export type { TruncatedTextProps, TruncationState } from './truncated-text.tsx';

export { Toaster } from './toaster.tsx';
export type { ToasterProps, ToastTimerState } from './toaster.tsx';
export { toast, createToastStore, ToastOnServerError } from './toast-store.ts';
export type { ToastOptions, ToastState, ToastStore, ToastStoreOptions } from './toast-store.ts';
export type { Toast, ToastVariant } from '@therapy-shell/core';

export { breakpointMediaQuery, breakpointCssVariables } from './breakpoints.ts';
export type { BreakpointName } from './breakpoints.ts';
