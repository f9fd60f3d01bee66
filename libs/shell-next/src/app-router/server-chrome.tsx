// The App Router's header, navigation and footer as React Server Components: rendered on the server
// from the page-load step's answers and the brand rules for the page's template, and handed to the
// page's frame (ShellAppFrame) as rendered elements. Their code and the rules stay on the server;
// what hydrates is the navigation's menu, the footer's buttons and social links (shell-ui's
// islands, which take what they do from the frame's FooterControlsProvider) and the notification
// centre (AppNotifications, from the shell's root). Their internal links are plain anchors, which
// the root's one click listener hands to the router (routedLinkClick).
import { cache, type ReactNode } from 'react';
import {
  footerContent,
  headerContent,
  themeTokens,
  type BrandId,
  type CrisisLine,
  type FooterContent,
  type HeaderContent,
  type ShellContext,
} from '@therapy-shell/brand-config';
import type { Language, SiteConfig } from '@therapy-shell/core';
import { compileMessages, createCompiledTranslator, LANGUAGE_NAMES, type Translate } from '@therapy-shell/i18n';
import { Footer, Header, SecurityLogo, type LinkProps, type LinkSite } from '@therapy-shell/shell-ui';
import { linkSite } from '../frame/chrome-rules.ts';
import { messagesRegistry } from '../frame/page-messages.ts';
import { AppNotifications } from './app-shell.tsx';

const NO_LINES: readonly CrisisLine[] = [];

/**
 * The chrome's internal links: a plain anchor with the props that have a value. A Server
 * Component's element carries every prop it is given into the page's payload, an undefined one too
 * (`"$undefined"`): shell-ui's `Link` clears its own props and leaves `rel`, `target` and
 * `aria-current` undefined on most links (harmless in the HTML, as React leaves them out there).
 * No client link: the root follows a click on one (`routedLinkClick`). Every link given a link
 * component is internal (shell-ui's `Link` hands it only those; the crisis notice's link to
 * /gethelpnow/ is a path), so each is marked internal: the crisis link is not given the mark by
 * shell-ui, and unmarked it reloaded the whole page. Here, on the server, the mark costs the
 * browser's code nothing.
 */
function ChromeLink(props: LinkProps) {
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    const value = props[key as keyof LinkProps];
    if (value !== undefined) anchor[key] = value;
  }
  anchor['data-kind'] = 'internal';
  return <a {...anchor} />;
}

/** The header and footer of one App Router page. */
export interface AppChrome {
  header: ReactNode;
  /** None where the brand rules hide the footer for the page's template. */
  footer: ReactNode;
}

/** What the header shows, as plain data (its cache key). */
interface HeaderInput {
  language: Language;
  messagesId: string | undefined;
  brand: BrandId;
  productName: string;
  path: string;
  site: LinkSite;
  header: HeaderContent;
}

/** What the footer shows, as plain data (its cache key). */
interface FooterInput {
  language: Language;
  messagesId: string | undefined;
  productName: string;
  year: number;
  crisisLines: readonly CrisisLine[];
  fqdn: string;
  features: SiteConfig['features'];
  site: LinkSite;
  footer: FooterContent;
}

// Next.js renders the root layout's not-found page (a whole frame) into every page's Server
// Components payload, beside the page. The header and footer are made once per request for each
// distinct content (React's cache, by their data as a key), so where the two frames show the same
// header or footer the payload carries it once and refers to it the second time.
const headerOf = cache((key: string) => {
  const { language, messagesId, brand, productName, path, site, header } = JSON.parse(key) as HeaderInput;
  return (
    <Header
      kind={header.kind}
      productName={productName}
      t={serverTranslator(language, messagesId)}
      logo={themeTokens(brand).logo}
      navigation={header.navigation}
      currentPath={path}
      showNotifications={header.showNotifications}
      notifications={header.showNotifications ? <AppNotifications /> : null}
      linkComponent={ChromeLink}
      site={site}
    />
  );
});

const footerOf = cache((key: string) => {
  const { language, messagesId, productName, year, crisisLines, fqdn, features, site, footer } = JSON.parse(
    key,
  ) as FooterInput;
  const t = serverTranslator(language, messagesId);
  return (
    <Footer
      productName={productName}
      year={year}
      t={t}
      variant={footer.variant}
      crisisLines={footer.showsCrisisLines ? crisisLines : NO_LINES}
      links={footer.links}
      languageButton={footer.languageButton ? { languageName: LANGUAGE_NAMES[language] } : undefined}
      socialLinks={footer.socialLinks}
      securityLogo={
        <SecurityLogo
          features={features}
          host={fqdn}
          label={t('footer.securityLogoLabel')}
          caption={t('footer.securityLogo')}
          site={site}
        />
      }
      mobileLayout={footer.mobileLayout}
      linkComponent={ChromeLink}
      site={site}
    />
  );
});

/**
 * The translator of the page's texts on the server: those the page-load step registered for the
 * site and language (the browser gets the same asset), else the build's catalogue.
 *
 * @example
 * serverTranslator('de', shell.messagesId)('footer.label'); // 'Fußzeile'
 */
export function serverTranslator(language: Language, messagesId: string | undefined): Translate {
  const registered = messagesId ? messagesRegistry().get(messagesId) : undefined;
  return createCompiledTranslator(language, registered ?? compileMessages(language));
}

/**
 * The page's header and footer (spec 2.5) for `ctx` (the page's template, the visitor, the site),
 * in the texts the page-load step registered as `messagesId`, on the server.
 *
 * @example
 * const { header, footer } = appChrome({ ctx, messagesId: shell.messagesId, year: 2026, crisisLines });
 */
export function appChrome({
  ctx,
  messagesId,
  year,
  crisisLines,
}: {
  ctx: ShellContext;
  messagesId: string | undefined;
  year: number;
  crisisLines: readonly CrisisLine[];
}): AppChrome {
  const site = linkSite(ctx.config);
  const { language, brand, config } = ctx;
  const productName = config.product_name;
  const header: HeaderInput = {
    language,
    messagesId,
    brand,
    productName,
    path: ctx.page.path,
    site,
    header: headerContent(ctx),
  };
  const rules = footerContent(ctx);
  const footer: FooterInput | null =
    rules === null
      ? null
      : {
          language,
          messagesId,
          productName,
          year,
          crisisLines,
          fqdn: config.fqdn ?? '',
          features: config.features,
          site,
          footer: rules,
        };
  return {
    header: headerOf(JSON.stringify(header)),
    footer: footer === null ? null : footerOf(JSON.stringify(footer)),
  };
}
