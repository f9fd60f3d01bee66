import { render, screen, within } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { createShellApp, shellOptionsFromEnv } from './shell-app.tsx';
import type { ShellData } from './load-shell.ts';

// The app sets trailingSlash: true (spec 2.1 routes end in /); next/link reads it from this variable.
process.env['__NEXT_TRAILING_SLASH'] = 'true';

const App = createShellApp();
const availability = { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: false };
const Page = () => <h1>Home page</h1>;

function renderApp(shell: ShellData) {
  const props = { Component: Page, pageProps: {}, shell } as unknown as AppProps & { shell: ShellData };
  return render(<App {...props} />);
}

describe('shell _app', () => {
  it('wraps the page in header, main and a footer with the crisis notice and copyright', () => {
    renderApp({
      status: 'ok', brand: 'main', language: 'en', year: 2026, translations: {},
      session: { id: -1, user_type: 'logged_out_user' },
      config: { product_code_name: 'main', product_name: 'Acme Therapy' },
      availability,
      languages: [],
    });
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Therapy');
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByTestId('crisis-notice')).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2026 Acme Therapy. All rights reserved.');
  });

  it('renders the fallback error page instead of the page when the page-load step failed', () => {
    renderApp({ status: 'error', brand: 'main', language: 'en' });
    expect(screen.getByRole('heading', { name: "We're having an issue" })).toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('applies backend translations over the shell texts', () => {
    renderApp({
      status: 'ok', brand: 'main', language: 'en', year: 2026,
      translations: { 'footer.crisisLink': 'Get help now' },
      session: { id: -1, user_type: 'logged_out_user' },
      config: { product_code_name: 'main', product_name: 'Acme' },
      availability,
      languages: [],
    });
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/gethelpnow/');
  });
});

describe('options from the environment', () => {
  it('defaults to brand main and the dev-api origin', () => {
    expect(shellOptionsFromEnv({})).toEqual({ brand: 'main', apiOrigin: 'http://127.0.0.1:4000', brandCodes: {} });
  });

  it('reads SHELL_BRAND, SHELL_API_ORIGIN and SHELL_BRAND_CODES', () => {
    expect(shellOptionsFromEnv({ SHELL_BRAND: 'teen', SHELL_API_ORIGIN: 'http://127.0.0.1:5000', SHELL_BRAND_CODES: '{"t":"teen"}' })).toEqual({
      brand: 'teen', apiOrigin: 'http://127.0.0.1:5000', brandCodes: { t: 'teen' },
    });
  });

  it('stops on a wrong SHELL_BRAND with the valid ids', () => {
    expect(() => shellOptionsFromEnv({ SHELL_BRAND: 'nope' })).toThrow(/Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth/);
  });
});
