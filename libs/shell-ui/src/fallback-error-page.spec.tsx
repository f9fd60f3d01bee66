import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { createTranslator } from '@therapy-shell/i18n';
import { themeTokens } from '@therapy-shell/brand-config';
import { FallbackErrorPage } from './fallback-error-page.tsx';

const t = createTranslator('en');
const LOGO = themeTokens('main').logo;

describe('FallbackErrorPage (spec 2.7)', () => {
  it('shows the spec heading and text', () => {
    render(<FallbackErrorPage t={t} />);
    expect(
      screen.getByRole('heading', { level: 1, name: "We're having an issue" }),
    ).toBeInTheDocument();
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

  it('shows the brand\'s logo mark beside the product name, as the header does', () => {
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
  ])(
    'with decorativeFooter %p shows the decorative footer %i times (brand 1, spec 2.5)',
    (decorativeFooter, count) => {
      render(<FallbackErrorPage t={t} decorativeFooter={decorativeFooter} />);
      expect(screen.queryAllByTestId('decorative-footer')).toHaveLength(count);
    },
  );

  it('hides the decorative footer from assistive technology', () => {
    render(<FallbackErrorPage t={t} decorativeFooter />);
    expect(screen.getByTestId('decorative-footer')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['plain', {}],
    [
      'branded with the decorative footer',
      { productName: 'Acme Therapy', logo: LOGO, decorativeFooter: true },
    ],
  ])('%s has no axe violations', async (_name, props) => {
    const { container } = render(<FallbackErrorPage t={t} {...props} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
