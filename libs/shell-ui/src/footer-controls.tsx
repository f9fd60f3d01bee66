'use client';

// The footer's buttons and social links: the parts of the footer that need JavaScript. The footer
// itself renders without handlers (a React Server Component on the App Router, where no function
// reaches it); these islands take what a click does from the nearest FooterControls: the footer's
// own props (Footer provides them when it renders in the browser, on the Pages Router) or the
// shell's frame above it (on the App Router).
import { createContext, useContext, type ButtonHTMLAttributes } from 'react';
import type { FooterAction } from '@therapy-shell/brand-config';

/**
 * What the footer's buttons do: open a dialog, change the language, and which button's dialog is
 * on its way.
 *
 * @example
 * <FooterControlsProvider value={{ onAction: openDialog, pending: dialogs.pending }}>{footer}</FooterControlsProvider>
 */
export interface FooterControls {
  /** Called with the action of an `action` entry (open Sharing Settings, Cancel Subscription, Cookie Settings). */
  onAction?: ((action: FooterAction) => void) | undefined;
  /** The language button was pressed. */
  onLanguage?: (() => void) | undefined;
  /** A pointer entered, or focus reached, an action's button or the language button. */
  onIntent?: (() => void) | undefined;
  /** The button whose dialog is on its way (`aria-busy`). */
  pending?: FooterAction | 'language' | undefined;
}

/**
 * Gives the footer's buttons what they do. The footer provides it from its own
 * props; on the App Router, where the footer is a Server Component, the shell's frame does.
 *
 * @example
 * <FooterControlsProvider value={{ onLanguage: () => openDialog('language') }}><Footer year={2026} t={t} /></FooterControlsProvider>
 */
export const FooterControlsProvider = createContext<FooterControls | null>(null);

/** Props of {@link FooterButton}: the action it asks for (`language`: the language button), and the button's. */
export type FooterButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  action: FooterAction | 'language';
};

/** A button of the footer: an action entry of its link list, or the language button. */
export function FooterButton({ action, ...button }: FooterButtonProps) {
  const controls = useContext(FooterControlsProvider);
  // Called without the event: the owner's function takes no arguments.
  const intent = controls?.onIntent && (() => controls.onIntent?.());
  return (
    <button
      type="button"
      {...button}
      aria-busy={controls?.pending === action || undefined}
      onClick={() => (action === 'language' ? controls?.onLanguage?.() : controls?.onAction?.(action))}
      onPointerEnter={intent}
      onFocus={intent}
    />
  );
}
