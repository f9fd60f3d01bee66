import { isOfflineNavigation, offlinePageUrl, offlineWorkerUrl, readOfflineWorkerParams } from './offline-paths.ts';

describe('the offline copy: what the worker, the page and the server share', () => {
  it('carries the language and the build in the worker script URL, and reads them back', () => {
    expect(offlineWorkerUrl({ language: 'de', revision: 'b1_x-2' })).toBe('/_shell/sw.js?language=de&revision=b1_x-2');
    expect(readOfflineWorkerParams('?language=de&revision=b1_x-2')).toEqual({ language: 'de', revision: 'b1_x-2' });
  });

  it.each<[string, { language: string; revision: string }]>([
    ['', { language: 'en', revision: '0' }],
    ['?language=pt&revision=ok', { language: 'en', revision: 'ok' }],
    ['?language=fr&revision=../../x', { language: 'fr', revision: '0' }],
    [`?language=nl&revision=${'a'.repeat(65)}`, { language: 'nl', revision: '0' }],
    ['?language=%3Cscript%3E', { language: 'en', revision: '0' }],
  ])('an unexpected query %p gives the defaults: %j', (search, expected) => {
    expect(readOfflineWorkerParams(search)).toEqual(expected);
  });

  it('names the offline page by its language', () => {
    expect(offlinePageUrl('es')).toBe('/_shell/offline?language=es');
  });

  it.each<[string, boolean]>([
    ['https://site.example/', true],
    ['https://site.example/dashboard/', true],
    ['https://site.example/gethelpnow/', true],
    ['https://site.example/apiary/', true],
    ['https://site.example/api/session', false],
    ['https://site.example/api', false],
    ['https://site.example/_next/static/chunks/a.js', false],
    ['https://site.example/_shell/offline', false],
    ['https://other.example/', false],
  ])('a navigation to %s is answered offline: %s', (url, expected) => {
    expect(isOfflineNavigation(new URL(url), 'https://site.example')).toBe(expected);
  });
});
