// The consent banner's wiring (shell-dialogs.tsx renders it while a choice is required).
import { ConsentBanner, type ConsentBannerProps } from '@therapy-shell/shell-ui';

/** Props of the banner. */
export type ShellConsentBannerOpenProps = Pick<ConsentBannerProps, 'productName' | 'onChoose' | 'onSettings' | 't'>;

/**
 * The consent banner: accept all and reject all go to `onChoose` (shell-dialogs.tsx saves them
 * through the consent store, spec 4.3).
 *
 * @example
 * <ShellConsentBannerOpen productName="Acme" onChoose={save} onSettings={openSettings} t={t} />
 */
export default function ShellConsentBannerOpen(props: ShellConsentBannerOpenProps) {
  return <ConsentBanner open {...props} />;
}
