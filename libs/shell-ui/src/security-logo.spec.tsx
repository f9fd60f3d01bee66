import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SecurityLogo, sslTestUrl } from './security-logo.tsx';

describe('sslTestUrl (spec 2.8: an SSL test link built from the site host)', () => {
  it.each([
    ['a host', 'www.example.com', 'https://www.ssllabs.com/ssltest/analyze.html?d=www.example.com'],
    [
      'a host in capitals with a port',
      'WWW.Example.com:443',
      'https://www.ssllabs.com/ssltest/analyze.html?d=www.example.com',
    ],
    [
      'an origin with a path',
      'https://de.example.com/de/',
      'https://www.ssllabs.com/ssltest/analyze.html?d=de.example.com',
    ],
  ])('%s', (_name, host, expected) => {
    expect(sslTestUrl(host)).toBe(expected);
  });
});

describe('SecurityLogo (spec 2.8)', () => {
  it('links to the SSL test of the host when security_logos_display is on', () => {
    render(
      <SecurityLogo
        features={{ security_logos_display: true }}
        host="www.example.com"
        label="SSL Secure: test this site (new tab)"
        caption="SSL Secure"
      />,
    );
    const link = screen.getByRole('link', { name: 'SSL Secure: test this site (new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.ssllabs.com/ssltest/analyze.html?d=www.example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("is an external link whatever the site's domain (spec 2.8), and internal only on the test's own host", () => {
    const props = { features: { security_logos_display: true }, host: 'www.example.com', label: 'SSL', caption: 'SSL' };
    const { unmount } = render(<SecurityLogo {...props} site={{ rootDomain: 'example.com' }} />);
    expect(screen.getByRole('link', { name: 'SSL' })).toHaveAttribute('data-kind', 'external');
    unmount();
    render(<SecurityLogo {...props} site={{ rootDomain: 'ssllabs.com' }} />);
    expect(screen.getByRole('link', { name: 'SSL' })).toHaveAttribute('data-kind', 'internal');
  });

  it.each([
    ['the feature is off', { security_logos_display: false }],
    ['the feature is absent', {}],
    ['the site has no features', undefined],
  ])('shows nothing when %s', (_name, features) => {
    const { container } = render(
      <SecurityLogo features={features} host="www.example.com" label="SSL Secure" caption="SSL Secure" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SecurityLogo
        features={{ security_logos_display: true }}
        host="www.example.com"
        label="SSL Secure: test this site"
        caption="SSL Secure"
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
