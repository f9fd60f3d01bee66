import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { crisisDirectory, themeTokens } from '@therapy-shell/brand-config';

// The crisis lines of a reviewed country, as the fallback page is given them.
const linesOf = (country: string) => crisisDirectory(country)[0]?.lines ?? [];
import { FallbackErrorPage } from './fallback-error-page.tsx';

const t = createTranslator('en');
const LOGO = themeTokens('main').logo;

describe('FallbackErrorPage (spec 2.7)', () => {
  it('shows the spec heading and text', () => {
    render(<FallbackErrorPage t={t} />);
    expect(screen.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Sorry! We're aware of this problem, and we're working to fix it. Please come back in a moment.",
      ),
    ).toBeInTheDocument();
  });

  it('has no logo when unbranded', () => {
    render(<FallbackErrorPage t={t} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the product name as a logo in the branded variant', () => {
    render(<FallbackErrorPage t={t} productName="Acme Therapy" />);
    expect(screen.getByRole('img', { name: 'Acme Therapy' })).toBeInTheDocument();
  });

  it("shows the brand's logo mark beside the product name, as the header does", () => {
    render(<FallbackErrorPage t={t} productName="Acme Therapy" logo={LOGO} />);
    const logo = screen.getByRole('img', { name: 'Acme Therapy' });
    expect(logo).toHaveTextContent('Acme Therapy');
    expect(logo.querySelector('svg path:last-child')).toHaveAttribute('d', LOGO.shapes[1]?.d);
  });

  it('shows the logo mark without a product name as decorative', () => {
    render(<FallbackErrorPage t={t} logo={LOGO} />);
    expect(screen.getByTestId('fallback-logo').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with decorativeFooter %p shows the decorative footer %i times (brand 1, spec 2.5)', (decorativeFooter, count) => {
    render(<FallbackErrorPage t={t} decorativeFooter={decorativeFooter} />);
    expect(screen.queryAllByTestId('decorative-footer')).toHaveLength(count);
  });

  it('hides the decorative footer from assistive technology', () => {
    render(<FallbackErrorPage t={t} decorativeFooter />);
    expect(screen.getByTestId('decorative-footer')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['plain', {}],
    ['branded with the decorative footer', { productName: 'Acme Therapy', logo: LOGO, decorativeFooter: true }],
  ])('%s has no axe violations', async (_name, props) => {
    const { container } = render(<FallbackErrorPage t={t} {...props} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('FallbackErrorPage keeps the way to help', () => {
  const US = linesOf('us');

  it('shows the crisis notice with its link to /gethelpnow/ even with no lines', () => {
    render(<FallbackErrorPage t={t} />);
    expect(screen.getByTestId('crisis-notice')).toHaveTextContent(t('footer.crisisNotice'));
    expect(screen.getByRole('link', { name: t('footer.crisisLink') })).toHaveAttribute('href', '/gethelpnow/');
    expect(screen.queryByTestId('crisis-lines')).not.toBeInTheDocument();
  });

  it("shows the crisis lines of the visitor's country as call and text links", () => {
    render(<FallbackErrorPage t={t} crisisLines={US} />);
    const list = screen.getByRole('list', { name: 'Talk to someone now' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:988', 'sms:988', 'sms:741741?body=HOME']);
    expect(within(list).getByRole('link', { name: 'Text HOME to 741741' })).toBeInTheDocument();
  });

  it('has the quick exit first when given its neutral page, a plain link that works without JavaScript', () => {
    const { container } = render(
      <FallbackErrorPage t={t} crisisLines={US} quickExitHref="https://www.bbc.co.uk/weather" />,
    );
    const exit = screen.getByRole('link', { name: /Exit this page/ });
    expect(exit).toHaveAttribute('href', 'https://www.bbc.co.uk/weather');
    expect(exit).toHaveAttribute('rel', 'nofollow noreferrer');
    expect(container.querySelector('a')).toBe(exit);
  });

  it.each(LANGUAGES.map((language) => [language]))('is translated in %s', (language) => {
    const tl = createTranslator(language);
    render(<FallbackErrorPage t={tl} crisisLines={linesOf('de')} quickExitHref="https://www.bbc.co.uk/weather" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(tl('fallback.heading'));
    expect(screen.getByTestId('crisis-notice')).toHaveTextContent(tl('footer.crisisNotice'));
    expect(screen.getByRole('link', { name: tl('crisis.call', { number: '0800 111 0 111' }) })).toHaveAttribute(
      'href',
      'tel:+498001110111',
    );
    expect(screen.getByRole('link', { name: new RegExp(tl('quickExit.label')) })).toBeInTheDocument();
  });

  it('has no axe violations with the crisis lines and the quick exit', async () => {
    const { container } = render(
      <main>
        <FallbackErrorPage
          t={t}
          logo={LOGO}
          crisisLines={US}
          quickExitHref="https://www.bbc.co.uk/weather"
          decorativeFooter
        />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
