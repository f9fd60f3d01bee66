// The consent banner's wiring, loaded by shell-dialogs.tsx only while a choice is required.
import { ConsentBanner, type ConsentBannerProps } from '@therapy-shell/shell-ui';

/** Props of the banner chunk: all stable for the page, so its boundary hydrates undisturbed. */
export type ShellConsentBannerOpenProps = Pick<ConsentBannerProps, 'productName' | 'onChoose' | 'onSettings' | 't'>;

/**
 * The consent banner (a chunk of its own, loaded only for visitors who must choose): accept all and
 * reject all go to `onChoose` (shell-dialogs.tsx saves them through the consent store, spec 4.3).
 *
 * @example
 * <ShellConsentBannerOpen productName="Acme" onChoose={save} onSettings={openSettings} t={t} />
 */
export default function ShellConsentBannerOpen(props: ShellConsentBannerOpenProps) {
  return <ConsentBanner open {...props} />;
}
