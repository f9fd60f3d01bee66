import type { SiteFeatures } from '@therapy-shell/core';
import { clsx } from 'clsx';
import { SSL_TEST_URL } from './constants.ts';
import { Link, type LinkSite } from './link.tsx';
import styles from './security-logo.module.css';
import { Icon } from './icon.tsx';

/**
 * The SSL test link for a site host (spec 2.8): the host name only, lowercased, without scheme, port
 * or path, whatever form it came in.
 *
 * @example
 * sslTestUrl('www.example.com'); // 'https://www.ssllabs.com/ssltest/analyze.html?d=www.example.com'
 */
export function sslTestUrl(host: string): string {
  // A site has one host: the last answer is kept, so a page's footer does not parse it as a URL again.
  if (host === lastSslTest.host) return lastSslTest.url;
  const trimmed = host.trim();
  let hostname: string;
  try {
    hostname = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    hostname = trimmed.toLowerCase();
  }
  const url = `${SSL_TEST_URL}?d=${encodeURIComponent(hostname)}`;
  lastSslTest = { host, url };
  return url;
}
let lastSslTest: { host: string | undefined; url: string } = { host: undefined, url: '' };

/**
 * Props of the SSL security logo.
 *
 * @example
 * const props: SecurityLogoProps = { features: config.features, host: 'www.example.com', label: 'SSL Secure: test this site', caption: 'SSL Secure' };
 */
export interface SecurityLogoProps {
  /** The site config's features: the logo shows only when `security_logos_display` is on. */
  features: SiteFeatures | undefined;
  /** The site host (for example the site config's `fqdn`) whose certificate the link tests. */
  host: string;
  /** Accessible name of the link; start it with the caption (WCAG 2.5.3), for example "SSL Secure: test this site's certificate (new tab)". */
  label: string;
  /** Visible caption under the padlock, for example "SSL Secure". */
  caption: string;
  className?: string | undefined;
  /** What makes a link internal (spec 2.8), as the footer's; the test's site is another one, so its link is external. */
  site?: LinkSite | undefined;
}

/**
 * SSL security logo (spec 2.8): a padlock badge linking to a public TLS test of this site's host
 * (an external link: a new tab, `rel="noopener noreferrer"`), shown when the site feature
 * `security_logos_display` is on; nothing otherwise.
 *
 * @example
 * <SecurityLogo features={config.features} host={config.fqdn ?? ''} label="SSL secured: test this site" caption="SSL Secure" />
 */
export function SecurityLogo({ features, host, label, caption, className, site }: SecurityLogoProps) {
  if (features?.security_logos_display !== true || host.trim() === '') return null;
  return (
    <Link
      className={clsx(styles.logo, className)}
      href={sslTestUrl(host)}
      site={site}
      target="_blank"
      aria-label={label}
    >
      <Icon name="lock" size={20} />
      <span>{caption}</span>
    </Link>
  );
}
