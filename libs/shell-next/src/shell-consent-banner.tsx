// The consent banner's wiring, loaded by shell-dialogs.tsx only while a choice is required.
import { useEffect, useRef } from 'react';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import { ConsentBanner, type ConsentBannerChoice } from '@therapy-shell/shell-ui';
import type { ShellConsentBannerProps } from './shell-dialogs.tsx';

function choicesOf(choice: ConsentBannerChoice): ConsentChoices {
  return choice === 'accept-all' ? { allowPerformance: true, allowTargeting: true } : { ...NO_CONSENT };
}

/**
 * The consent banner wired to the page's consent store (a chunk of its own, loaded only for
 * visitors who must choose): accept all and reject all save through the store (spec 4.3). The
 * banner is in the server's HTML, so a visitor may choose before the store exists (it is made
 * after hydration): that choice is kept and saved as soon as the store is there.
 *
 * @example
 * <ShellConsentBannerOpen store={consent} productName="Acme" onSettings={openSettings} t={t} />
 */
export default function ShellConsentBannerOpen({ store, productName, onSettings, t }: Omit<ShellConsentBannerProps, 'consent' | 'initiallyShown'> & { store: ConsentStore | null }) {
  const pending = useRef<ConsentChoices | null>(null);
  useEffect(() => {
    if (!store || !pending.current) return;
    const choices = pending.current;
    pending.current = null;
    void store.save(choices);
  }, [store]);
  return (
    <ConsentBanner
      open
      productName={productName}
      onChoose={(choice) => {
        if (store) return store.save(choicesOf(choice));
        pending.current = choicesOf(choice);
        return undefined;
      }}
      onSettings={onSettings}
      t={t}
    />
  );
}
