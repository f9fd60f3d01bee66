import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_PAGE_ANALYTICS, PageAnalyticsContext, usePageAnalytics, type PageAnalytics } from './page-analytics.ts';

function QuizButton() {
  const analytics = usePageAnalytics();
  return (
    <button type="button" onClick={() => analytics.trackStructured({ category: 'matching', action: 'quiz_completed' })}>
      Next
    </button>
  );
}

describe('usePageAnalytics', () => {
  it("hands a page the frame's analytics", async () => {
    const sent: unknown[] = [];
    const analytics: PageAnalytics = {
      trackStructured: (event) => void sent.push(event),
      trackSelfDescribing: (event) => void sent.push(event),
    };
    render(
      <PageAnalyticsContext.Provider value={analytics}>
        <QuizButton />
      </PageAnalyticsContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(sent).toEqual([{ category: 'matching', action: 'quiz_completed' }]);
  });

  it('does nothing outside a shell frame (tests, stories) instead of failing', async () => {
    render(<QuizButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(NO_PAGE_ANALYTICS.trackStructured({ category: 'c', action: 'a' })).toBeUndefined();
  });
});
