/**
 * The event catalogue of the shell (spec 7.2 analytics events) with the properties each carries:
 * what shell-ui and shell-next record.
 *
 * @example
 * const properties: ShellEventProperties['social_link_click'] = { network: 'facebook' };
 */
export interface ShellEventProperties {
  /** The footer's language button was clicked. */
  language_icon_click: Readonly<Record<string, never>>;
  /** A language was saved in the language dialog (spec 4.2); the page reloads right after. */
  language_option_selected: { readonly language: string };
  /** Confirm was pressed in the cancellation dialog (spec 4.1). */
  cancel_confirm_clicked: Readonly<Record<string, never>>;
  /** The cancellation dialog showed its error state. */
  cancel_error_modal_shown: Readonly<Record<string, never>>;
  /** The cancellation dialog showed its success state. */
  cancel_confirmed_shown: Readonly<Record<string, never>>;
  /** A footer social link was clicked. */
  social_link_click: { readonly network: string };
}

/**
 * Name of a shell event (spec 7.2).
 *
 * @example
 * const event: ShellEventName = 'language_icon_click';
 */
export type ShellEventName = keyof ShellEventProperties;

/** Every shell event name, in the spec's order. */
export const SHELL_EVENTS = [
  'language_icon_click',
  'language_option_selected',
  'cancel_confirm_clicked',
  'cancel_error_modal_shown',
  'cancel_confirmed_shown',
  'social_link_click',
] as const satisfies readonly ShellEventName[];

/**
 * Where shell events go. `createAnalytics` gives one that sends them to the collector; the default
 * drops them (no analytics without consent).
 *
 * @example
 * events.track('social_link_click', { network: 'facebook' });
 */
export interface ShellEventSink {
  track<E extends ShellEventName>(event: E, properties?: ShellEventProperties[E]): void;
  /**
   * Sends what is queued now, with a request that outlives the page (fetch keepalive, the beacon's
   * successor): call it right before a reload or a navigation.
   */
  flush?(): void;
}

/**
 * A sink that records nothing.
 *
 * @example
 * createShellApp({ events: silentEvents });
 */
export const silentEvents: ShellEventSink = { track: () => undefined };
