import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { BRAND_IDS, type PageTheme } from '@therapy-shell/brand-config';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ShellLayout } from './shell-layout.tsx';

const t = createTranslator('en');

function renderShell() {
  return render(
    <ShellLayout
      t={t}
      header={<Header productName="Acme Therapy" t={t} />}
      footer={<Footer productName="Acme Therapy" year={2026} t={t} />}
    >
      <h1>Page</h1>
    </ShellLayout>,
  );
}

describe('shell layout (spec 2.5)', () => {
  it('renders banner, main and contentinfo landmarks', () => {
    renderShell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('puts the crisis notice with its link to /gethelpnow/ inside the footer (spec 1)', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/If you are in a crisis or any other person may be in danger/)).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'These resources can provide you with immediate help.' }),
    ).toHaveAttribute('href', '/gethelpnow/');
  });

  it('shows the copyright with the product name and the given year', () => {
    renderShell();
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2026 Acme Therapy. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('links the logo home with an accessible name', () => {
    renderShell();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Acme Therapy home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('moves focus to the main content through the skip link', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('uses an injected link component for every link', () => {
    const Injected = ({ href, children }: { href: string; children?: React.ReactNode }) => (
      <a href={href} data-router="yes">
        {children}
      </a>
    );
    render(<Footer productName="Acme" year={2026} t={t} linkComponent={Injected} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
  });

  it.each(LANGUAGES.map((l) => [l]))('keeps the crisis notice in %s', (language) => {
    const tl = createTranslator(language);
    render(<Footer productName="Acme" year={2026} t={tl} />);
    expect(within(screen.getByRole('contentinfo')).getByTestId('crisis-notice')).toHaveTextContent(
      tl('footer.crisisNotice'),
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderShell();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('page themes (spec 2.4)', () => {
  it.each([['default'], ['get-started-go'], ['contact-us-alternate']] as const)(
    'sets the page theme %s on the layout around header, main and footer',
    (pageTheme) => {
      render(
        <ShellLayout t={t} header={<Header t={t} />} footer={null} pageTheme={pageTheme}>
          <h1>Page</h1>
        </ShellLayout>,
      );
      const layout = screen.getByRole('main').parentElement;
      expect(layout).toHaveAttribute('data-page-theme', pageTheme);
      expect(layout).toContainElement(screen.getByRole('banner'));
    },
  );

  it('has no page theme while the visitor is not known', () => {
    render(
      <ShellLayout t={t} header={null} footer={null}>
        <h1>Page</h1>
      </ShellLayout>,
    );
    expect(screen.getByRole('main').parentElement).not.toHaveAttribute('data-page-theme');
  });

  // The stylesheet draws each theme other than the default from a custom property that every brand's
  // theme defines (GetStarted with go=true changes its background; ContactUs changes its theme).
  const css = readFileSync(join(__dirname, 'shell-layout.module.css'), 'utf8');
  const THEMES: readonly [PageTheme, string][] = [
    ['get-started-go', '--ts-color-background-get-started-go'],
    ['contact-us-alternate', '--ts-color-background-contact-us-alternate'],
  ];
  it.each(THEMES)('paints %s with %s, which every brand defines', (pageTheme, property) => {
    const rule = new RegExp(
      `\\.layout\\[data-page-theme='${pageTheme}'\\]\\s*\\{[^}]*background:\\s*var\\(${property}[,)]`,
    );
    expect(css).toMatch(rule);
    for (const brand of BRAND_IDS) {
      const stylesheet = readFileSync(join(__dirname, `../../brand-config/tokens/${brand}.css`), 'utf8');
      expect(stylesheet).toMatch(new RegExp(`^\\s*${property}: #[0-9a-f]{6};`, 'm'));
    }
  });
});
