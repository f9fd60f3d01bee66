/** The event catalogue of the shell (spec 7.2: analytics events): what shell-ui and shell-next record. */
export type ShellEventName =
  | 'language_icon_click'
  | 'language_option_selected'
  | 'cancel_confirm_clicked'
  | 'cancel_error_modal_shown'
  | 'cancel_confirmed_shown'
  | 'social_link_click';

/** Where shell events go. The default drops them (no analytics before the analytics work and consent). */
export interface ShellEventSink {
  track(event: ShellEventName, properties?: Readonly<Record<string, string>>): void;
}

/**
 * A sink that records nothing.
 *
 * @example
 * createShellApp({ events: silentEvents });
 */
export const silentEvents: ShellEventSink = { track: () => undefined };
