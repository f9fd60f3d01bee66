// Developer playground (spec 2.4 "plus developer playgrounds"; apps/shell/pages/dev/analytics.tsx on
// the Pages Router): a product team's own analytics events inside the shell, as libs/analytics' README shows it. The events go through the shell's
// tracker (consent-gated, user context); browser tests read them back from dev-api's collector.
'use client';

import { usePageAnalytics } from '@therapy-shell/shell-next/app-client';

export function AnalyticsPlayground() {
  const analytics = usePageAnalytics();
  return (
    <>
      <title>Analytics playground</title>
      <h1>Analytics playground</h1>
      <button
        type="button"
        onClick={() =>
          analytics.trackStructured({ category: 'matching', action: 'quiz_completed', label: 'step-3', value: 3 })
        }
      >
        Send a structured event
      </button>
    </>
  );
}
