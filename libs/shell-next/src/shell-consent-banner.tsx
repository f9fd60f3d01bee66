// The consent banner's wiring, loaded by shell-dialogs.tsx only while a choice is required.
import { NO_CONSENT, type ConsentStore } from '@therapy-shell/consent';
import { ConsentBanner } from '@therapy-shell/shell-ui';
import type { ShellConsentBannerProps } from './shell-dialogs.tsx';

/**
 * The consent banner wired to the page's consent store (a chunk of its own, loaded only for
 * visitors who must choose): accept all and reject all save through the store (spec 4.3).
 *
 * @example
 * <ShellConsentBannerOpen store={consent} productName="Acme" onSettings={openSettings} t={t} />
 */
export default function ShellConsentBannerOpen({ store, productName, onSettings, t }: Omit<ShellConsentBannerProps, 'consent'> & { store: ConsentStore }) {
  return (
    <ConsentBanner
      open
      productName={productName}
      onChoose={(choice) => store.save(choice === 'accept-all' ? { allowPerformance: true, allowTargeting: true } : { ...NO_CONSENT })}
      onSettings={onSettings}
      t={t}
    />
  );
}
