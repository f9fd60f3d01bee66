import { appRoutePattern, type RouteParams } from './route-pattern.ts';

describe('appRoutePattern: the route pattern of an App Router page, in the Pages Router form', () => {
  it.each<[string, string, RouteParams, string]>([
    ['the home page', '/', {}, '/'],
    ['a static page: no trailing slash', '/faq/', {}, '/faq'],
    ['a static page without one', '/faq', {}, '/faq'],
    ['a nested static page', '/counselor-settings/payment/', {}, '/counselor-settings/payment'],
    ['a dynamic segment', '/counselors/ada-lovelace/', { slug: 'ada-lovelace' }, '/counselors/[slug]'],
    ['two dynamic segments', '/c/12/notes/7/', { client: '12', note: '7' }, '/c/[client]/notes/[note]'],
    [
      'a value also written as a static segment before it: the later segment',
      '/blog/blog/',
      { slug: 'blog' },
      '/blog/[slug]',
    ],
    ['two params of the same value, in their order', '/a/x/x/', { first: 'x', second: 'x' }, '/a/[first]/[second]'],
    ['a catch-all', '/docs/a/b/', { parts: ['a', 'b'] }, '/docs/[...parts]'],
    ['a catch-all after a single param', '/t/9/a/b/', { id: '9', rest: ['a', 'b'] }, '/t/[id]/[...rest]'],
    ['an empty optional catch-all', '/docs/', { parts: [] }, '/docs'],
    ['an absent param', '/docs/', { parts: undefined }, '/docs'],
    ['a percent-encoded segment', '/counselors/j%C3%BCrgen/', { slug: 'jürgen' }, '/counselors/[slug]'],
    ['a malformed escape stays as written', '/x/%E0%A4%A/', {}, '/x/%E0%A4%A'],
    ['a param not in the path changes nothing', '/faq/', { lang: 'de' }, '/faq'],
  ])('%s: %s', (_, path, params, pattern) => {
    expect(appRoutePattern(path, params)).toBe(pattern);
  });
});
