// The visitor's choices and what "no choice" means, in a module of their own: pages import
// NO_CONSENT from their first-load code, which should not carry the cookie's parser with it.

/** The visitor's choices (spec 3.4: cookie consent draft). Strictly necessary cookies are always allowed. */
export interface ConsentChoices {
  allowPerformance: boolean;
  allowTargeting: boolean;
}

/** What a missing, malformed or tampered cookie means: nothing beyond strictly necessary. */
export const NO_CONSENT: Readonly<ConsentChoices> = Object.freeze({ allowPerformance: false, allowTargeting: false });
