import { render, screen } from '@testing-library/react';
import { developmentProductName } from '@therapy-shell/brand-config';
import { useShell, type PageShellData } from './shell-data.ts';
import { ShellTestProvider, type ShellTestProviderProps } from './shell-test-provider.tsx';

/** What useShell() gives inside the provider. */
function shellDataIn(props: Omit<ShellTestProviderProps, 'children'>): PageShellData {
  let seen: PageShellData | undefined;
  function Probe() {
    seen = useShell();
    return null;
  }
  render(
    <ShellTestProvider {...props}>
      <Probe />
    </ShellTestProvider>,
  );
  if (!seen) throw new Error('the probe did not render');
  return seen;
}

describe('ShellTestProvider (@therapy-shell/shell-next/testing)', () => {
  it('gives useShell() a logged-out visitor of brand main in English on the Home template when given nothing', () => {
    expect(shellDataIn({})).toEqual({
      visitor: { id: -1, user_type: 'logged_out_user' },
      site: { product_code_name: 'main', product_name: developmentProductName('main') },
      language: 'en',
      brand: 'main',
      country: 'us',
      template: 'Home',
    });
  });

  it('puts what a test gives over those defaults', () => {
    expect(
      shellDataIn({
        visitor: { id: 42, user_type: 'client', stage: 'paying', geo_country: 'gb' },
        site: { product_name: 'Acme Therapy', features: { advice: true } },
        language: 'de',
        brand: 'faith',
        template: 'ClientDashboard',
      }),
    ).toEqual({
      visitor: { id: 42, user_type: 'client', stage: 'paying', geo_country: 'gb' },
      site: { product_code_name: 'faith', product_name: 'Acme Therapy', features: { advice: true } },
      language: 'de',
      brand: 'faith',
      // The visitor's country unless the test names one.
      country: 'gb',
      template: 'ClientDashboard',
    });
    expect(shellDataIn({ visitor: { geo_country: 'gb' }, country: 'de' }).country).toBe('de');
  });

  it("renders a page's component that reads the visitor", () => {
    function Greeting() {
      const { visitor, site } = useShell();
      return <h1>{visitor.user_type === 'client' ? `Welcome back to ${site.product_name}` : 'Welcome'}</h1>;
    }
    render(
      <ShellTestProvider visitor={{ id: 42, user_type: 'client' }} site={{ product_name: 'Acme' }}>
        <Greeting />
      </ShellTestProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back to Acme');
  });
});
