export { Header } from './header.tsx';
export type { HeaderProps, HeaderMenuState } from './header.tsx';
export { NotificationBell, unreadCount } from './notification-bell.tsx';
export type { NotificationBellProps, NotificationBellState } from './notification-bell.tsx';
export { Footer, CRISIS_RESOURCES_PATH } from './footer.tsx';
export type { FooterProps, FooterLanguageButton, FooterLayout } from './footer.tsx';
export { ShellLayout, MAIN_CONTENT_ID } from './shell-layout.tsx';
export type { ShellLayoutProps } from './shell-layout.tsx';
export { FallbackErrorPage } from './fallback-error-page.tsx';
export type { FallbackErrorPageProps } from './fallback-error-page.tsx';
export { LanguageSettingsDialog, initialLanguage } from './language-settings-dialog.tsx';
export type { LanguageSettingsDialogProps } from './language-settings-dialog.tsx';
export { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
export type { CookieSettingsDialogProps, CookieSettingsState } from './cookie-settings-dialog.tsx';
export { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
export type {
  CancelSubscriptionDialogProps,
  CancelSubscriptionEvent,
  CancelSubscriptionOutcome,
  CancelSubscriptionState,
} from './cancel-subscription-dialog.tsx';
export { PlainLink, Link, linkKind, hostMatchesDomain, EXTERNAL_LINK_REL } from './link.tsx';
export type { LinkComponent, LinkProps, SiteLinkProps, LinkKind, LinkSite } from './link.tsx';

export { Modal, modalScrollPosition } from './modal.tsx';
export type { ModalProps, ModalScrollPosition } from './modal.tsx';
export { TextField, isRequired } from './text-field.tsx';
export type {
  TextFieldProps,
  TextFieldVariant,
  TextFieldVariantProps,
  PrimaryInputType,
  FieldStatus,
} from './text-field.tsx';
export { DropdownField } from './dropdown-field.tsx';
export type { DropdownFieldProps, DropdownOption, DropdownState } from './dropdown-field.tsx';
export { Button } from './button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonState } from './button.tsx';
export { Badge } from './badge.tsx';
export type { BadgeProps, BadgeVariant } from './badge.tsx';
export { Image, imageUrl, imageSources } from './image.tsx';
export type {
  ImageProps,
  ImageLoader,
  ImageLoaderParams,
  ImageSources,
  ImageState,
} from './image.tsx';
export { WaveDivider, CurveDivider } from './dividers.tsx';
export type { DividerProps } from './dividers.tsx';
export { SecurityLogo, sslTestUrl } from './security-logo.tsx';
export type { SecurityLogoProps } from './security-logo.tsx';
export { TruncatedText, truncateText, ELLIPSIS } from './truncated-text.tsx';
export type { TruncatedTextProps, TruncationState } from './truncated-text.tsx';

export { Toaster } from './toaster.tsx';
export type { ToasterProps, ToastTimerState } from './toaster.tsx';
export { toast, toastStore, createToastStore, toastTimeout } from './toast-store.ts';
export type { Toast, ToastOptions, ToastState, ToastStore, ToastVariant } from './toast-store.ts';
export { parseToastBody } from './toast-body.ts';
export type { ToastBodyPart } from './toast-body.ts';

export { breakpointMediaQuery, breakpointCssVariables } from './breakpoints.ts';
export type { BreakpointName } from './breakpoints.ts';
export {
  BREAKPOINTS,
  DESKTOP_BREAKPOINT,
  MOBILE_MENU_BREAKPOINT,
  NOTIFICATION_BADGE_MAX,
  TOAST_TIMEOUT_MS,
  TOAST_FOCUSABLE_TIMEOUT_MS,
  TOAST_MAX_VISIBLE,
  TOAST_MAX_WIDTH_PX,
  IMAGE_DEVICE_SIZES,
  IMAGE_LAZY_MARGIN_PX,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_ENDPOINT,
  SSL_TEST_URL,
} from './constants.ts';
