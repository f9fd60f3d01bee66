// The page's own analytics events (product teams), sent through the shell's tracker: the same
// consent gating, user context, collector and queue as the shell's events (spec 7.2, 9).
import { createContext, useContext } from 'react';
import type { SelfDescribingEvent, StructuredEvent } from '@therapy-shell/analytics';

/**
 * What a page of the shell sends its own events with. Events are kept until the tracker runs
 * (after hydration and performance consent) and dropped without consent; nothing is sent during
 * server rendering.
 *
 * @example
 * const analytics = usePageAnalytics();
 * analytics.trackStructured({ category: 'matching', action: 'quiz_completed', label: 'step-3', value: 3 });
 */
export interface PageAnalytics {
  /** A Snowplow structured event (category, action, label, property, value). */
  trackStructured(event: StructuredEvent): void;
  /** A Snowplow self-describing event (an Iglu schema and its data). */
  trackSelfDescribing(event: SelfDescribingEvent): void;
}

export const NO_PAGE_ANALYTICS: PageAnalytics = {
  trackStructured: () => undefined,
  trackSelfDescribing: () => undefined,
};

/** Provided by the shell's frame around the page. */
export const PageAnalyticsContext = createContext<PageAnalytics>(NO_PAGE_ANALYTICS);

/**
 * The page's analytics inside the shell: the shell's one tracker per page, gated on consent. Outside
 * a shell frame (tests, stories) and during server rendering the calls do nothing.
 *
 * @example
 * const analytics = usePageAnalytics();
 * onClick={() => analytics.trackSelfDescribing({ schema: 'iglu:com.example/quiz/jsonschema/1-0-0', data: { step: 3 } })}
 */
export function usePageAnalytics(): PageAnalytics {
  return useContext(PageAnalyticsContext);
}
