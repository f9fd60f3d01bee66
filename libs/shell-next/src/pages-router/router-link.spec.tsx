import { fireEvent, render, screen } from '@testing-library/react';
import { RouterLink } from './router-link.tsx';

// next/router's singleton: `router` is set once the Pages Router is mounted.
const mockRouter: { router: object | null; push: jest.Mock } = {
  router: null,
  push: jest.fn(() => Promise.resolve(true)),
};
jest.mock('next/router.js', () => ({
  __esModule: true,
  get default() {
    return mockRouter;
  },
}));

beforeEach(() => {
  mockRouter.router = {};
  mockRouter.push.mockClear();
});

function renderWithRouter(link: React.ReactElement) {
  render(link);
  return mockRouter.push;
}

/** Clicks the link and says whether the browser would have followed it (the default not prevented). */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
}

describe('RouterLink', () => {
  it('renders one plain anchor with the props it was given', () => {
    renderWithRouter(
      <RouterLink href="/faq/" className="nav" aria-current="page">
        FAQ
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.outerHTML).toBe('<a class="nav" aria-current="page" href="/faq/">FAQ</a>');
  });

  it('follows a plain left click on a path of this site with the router (client-side navigation)', () => {
    const push = renderWithRouter(<RouterLink href="/faq/">FAQ</RouterLink>);
    expect(click('FAQ')).toBe(false);
    expect(push).toHaveBeenCalledWith('/faq/');
  });

  it.each([
    ['a click with Ctrl (new tab)', <RouterLink href="/faq/">FAQ</RouterLink>, { ctrlKey: true }],
    ['a click with Cmd (new tab)', <RouterLink href="/faq/">FAQ</RouterLink>, { metaKey: true }],
    ['a click with Shift (new window)', <RouterLink href="/faq/">FAQ</RouterLink>, { shiftKey: true }],
    ['a click with Alt (download)', <RouterLink href="/faq/">FAQ</RouterLink>, { altKey: true }],
    ['a middle click', <RouterLink href="/faq/">FAQ</RouterLink>, { button: 1 }],
    [
      'a link to another window',
      <RouterLink href="/faq/" target="_blank">
        FAQ
      </RouterLink>,
      {},
    ],
    [
      'a download',
      <RouterLink href="/faq/" download>
        FAQ
      </RouterLink>,
      {},
    ],
    ['a fragment', <RouterLink href="#main">FAQ</RouterLink>, {}],
    ['an absolute URL', <RouterLink href="https://help.example.com/">FAQ</RouterLink>, {}],
    ['a scheme-relative URL', <RouterLink href="//elsewhere.example/">FAQ</RouterLink>, {}],
  ])('leaves %s to the browser', (_, link, init) => {
    const push = renderWithRouter(link);
    expect(click('FAQ', init)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("runs the link's own click handler first, and leaves the click alone when that handler prevented it", () => {
    const push = renderWithRouter(
      <RouterLink href="/faq/" onClick={(event) => event.preventDefault()}>
        FAQ
      </RouterLink>,
    );
    click('FAQ');
    expect(push).not.toHaveBeenCalled();
  });

  it('is a plain anchor outside a Next.js app (no router mounted: tests, stories)', () => {
    mockRouter.router = null;
    const push = renderWithRouter(<RouterLink href="/faq/">FAQ</RouterLink>);
    expect(click('FAQ')).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });
});
