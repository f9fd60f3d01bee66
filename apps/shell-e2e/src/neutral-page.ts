import type { Page, Route } from '@playwright/test';
import { quickExitUrl } from '@therapy-shell/brand-config';

// Every brand's quick exit goes to the default neutral page.
const DEFAULT_QUICK_EXIT_URL = quickExitUrl('main');

/**
 * Answers the quick exit's neutral page in the test (no network beyond this machine), recording
 * the referrer the browser sent it.
 */
export async function answerNeutralPage(
  target: { route: Page['route'] },
  referrers: (string | undefined)[] = [],
): Promise<void> {
  await target.route(`${DEFAULT_QUICK_EXIT_URL}**`, async (route: Route) => {
    referrers.push(route.request().headers()['referer']);
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather</h1>' });
  });
}
