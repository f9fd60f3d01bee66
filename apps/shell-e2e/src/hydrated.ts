import type { Page } from '@playwright/test';

/** Whether React has hydrated the page: it keeps its fiber on the DOM nodes it hydrated (the footer here). */
export const hydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
  });
