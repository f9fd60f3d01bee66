// The offline crisis page (DESIGN.md 5.2): the crisis resources of /gethelpnow/ in one
// self-contained document, kept by the service worker and shown when the network fails. No script,
// no stylesheet to fetch (one style element, allowed by its hash), the logo as a data: image: once
// kept, it needs nothing else to load.
import { crisisDirectory, logoMarkSvg, quickExitUrl, type BrandId } from '@therapy-shell/brand-config';
import { isLanguage, type Language } from '@therapy-shell/core';
import { compileMessages, createCompiledTranslator } from '@therapy-shell/i18n';
import { CrisisResources, type CrisisResourcesPart } from '@therapy-shell/shell-ui';
import { brandStylesheet } from '../common/brand-stylesheet.ts';
import { requestVisitor } from '../page-load/load-shell.ts';

const CLASSES = {
  page: 'page',
  title: 'title',
  intro: 'intro',
  notice: 'notice',
  root: 'directory',
  country: 'country',
  heading: 'country-name',
  emergency: 'emergency',
  emergencyLabel: 'emergency-label',
  lines: 'lines',
  line: 'line',
  name: 'line-name',
  hours: 'hours',
  contacts: 'contacts',
  contact: 'contact',
} as const satisfies Record<CrisisResourcesPart, string>;

// The page's only styles: the brand's colours come in as custom properties on :root.
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--ts-font-family,system-ui,sans-serif);color:var(--ts-color-text,#1f2a24);background:var(--ts-color-background,#fff);line-height:1.5}
a{color:inherit}
a:focus-visible{outline:3px solid currentColor;outline-offset:2px;border-radius:2px}
.quick-exit{position:sticky;top:0;z-index:1;display:flex;justify-content:flex-end;padding:0.5rem 1rem;background:var(--ts-color-background,#fff)}
.quick-exit-link{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:var(--ts-radius,8px);background:#b00020;color:#fff;font-weight:700;text-decoration:none}
.header{display:flex;align-items:center;padding:0.75rem 1rem;border-bottom:1px solid color-mix(in srgb,var(--ts-color-text,#1f2a24) 15%,transparent)}
.page{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 2rem}
.title{margin:0 0 0.75rem;font-family:var(--ts-font-family-heading,inherit);font-size:2rem;line-height:1.2}
.notice{max-width:48rem;margin:0 0 1rem;padding:0.75rem 1rem;border-left:4px solid var(--ts-color-primary,#2e6b47);background:color-mix(in srgb,var(--ts-color-primary,#2e6b47) 8%,var(--ts-color-background,#fff));font-weight:600}
.intro{max-width:48rem;margin:0 0 1.5rem;font-size:1.125rem}
.directory{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr))}
.country{padding:1rem 1.25rem;border:1px solid color-mix(in srgb,var(--ts-color-text,#1f2a24) 20%,transparent);border-radius:var(--ts-radius-large,16px)}
.country:first-child{border:2px solid var(--ts-color-primary,#2e6b47)}
.country-name{margin:0 0 0.5rem;font-size:1.25rem}
.emergency{margin:0 0 0.5rem;font-weight:600}
.lines{display:grid;gap:0.75rem;margin:0;padding:0;list-style:none}
.line-name{margin:0;font-size:1rem}
.hours{margin:0;font-size:0.9375rem}
.contacts{display:flex;flex-wrap:wrap;gap:0 1rem;margin:0}
.contact{display:inline-flex;align-items:center;min-height:2.75rem;font-weight:600;text-underline-offset:0.15em}
`;

/** What the offline page is rendered from. */
export interface OfflinePageInput {
  brand: BrandId;
  /** The language asked for (`?language=`); when absent or unknown, the pref_language cookie or Accept-Language. */
  language: string | null;
  /** The request's headers (lower-case names): the country and, without a language, the language. */
  headers: Readonly<Record<string, string>>;
  geoCountryHeaders?: readonly string[] | undefined;
}

/** The rendered page, its policy and its language. */
export interface OfflinePage {
  html: string;
  contentSecurityPolicy: string;
  language: Language;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/**
 * Renders the offline crisis page: the quick exit (a plain link), the brand's mark, and the crisis
 * resources (the visitor's country first) with the offline notice, in the language asked for.
 *
 * @example
 * const page = await renderOfflinePage({ brand: 'main', language: 'de', headers: { 'cf-ipcountry': 'DE' } });
 */
export async function renderOfflinePage(input: OfflinePageInput): Promise<OfflinePage> {
  // Loaded here, not at the top: Next.js refuses a static import of react-dom/server in proxy.ts's bundle.
  const { renderToStaticMarkup } = await import('react-dom/server');
  const visitor = requestVisitor(
    { headers: input.headers },
    { brand: input.brand, geoCountryHeaders: input.geoCountryHeaders },
  );
  const language = isLanguage(input.language) ? input.language : visitor.language;
  const t = createCompiledTranslator(language, compileMessages(language));
  // The brand's custom properties, as the shell's documents set them (the build's brand: a build is one brand).
  const style = `${brandStylesheet()}${STYLES}`;
  const logo = `data:image/svg+xml,${encodeURIComponent(logoMarkSvg(input.brand))}`;
  const head = renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{t('crisisPage.title')}</title>
    </>,
  );
  const body = renderToStaticMarkup(
    <>
      <div className="quick-exit" role="region" aria-label={t('quickExit.region')}>
        <a
          className="quick-exit-link"
          href={quickExitUrl(input.brand)}
          rel="nofollow noreferrer"
          data-testid="quick-exit"
        >
          {t('quickExit.label')}
        </a>
      </div>
      <header className="header">
        <img src={logo} alt="" width={40} height={40} />
      </header>
      <main id="main-content" data-testid="offline-crisis-page">
        <CrisisResources
          t={t}
          entries={crisisDirectory(visitor.country)}
          notice={t('crisisPage.offline')}
          classes={CLASSES}
        />
      </main>
    </>,
  );
  // The style element's text is the page's own constant and the brand's build data: nothing from the request.
  const html = `<!DOCTYPE html><html lang="${language}" data-brand="${input.brand}"><head>${head}<style>${style}</style></head><body>${body}</body></html>`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src 'sha256-${await sha256(style)}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy, language };
}
