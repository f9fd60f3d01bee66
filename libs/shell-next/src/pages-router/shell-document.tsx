import { Head, Html, Main, NextScript } from 'next/document.js';
import type { DocumentContext, DocumentInitialProps, DocumentProps } from 'next/document.js';
import type { ReactElement } from 'react';
import { pageAttributes, type BrandId } from '@therapy-shell/brand-config';
import { CSRF_META_NAME } from '@therapy-shell/request';
import { brandStylesheet } from '../common/brand-stylesheet.ts';
import { FAVICON_PATH } from '../server/favicon.ts';
import { existingNonce } from '../page-load/page-security.ts';
import { messagesAssetPath } from '../frame/page-messages.ts';
import type { ShellPageData } from '../page-load/load-shell.ts';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** Key of the inline script in which Next.js hands Turbopack the page's chunk groups. */
const TURBOPACK_BOOTSTRAP_KEY = 'turbopack-bootstrap';

const isBootstrap = (element: ReactElement) => element.key === TURBOPACK_BOOTSTRAP_KEY;

/**
 * Next.js's `<Head>`, with one element moved: the inline script that hands Turbopack the page's chunk
 * groups comes before the stylesheet instead of after it. An inline script after a stylesheet that
 * is still loading waits for it, and so does the parser: the page's body was parsed only once the
 * CSS had arrived, and the first paint came that much later. The script only has to run before
 * Next.js's deferred chunk scripts, which run after the whole document is parsed, so any place in
 * the document will do. Only where Next.js writes it into the head (optimised loading and runtime
 * JavaScript, its defaults); otherwise it is left where Next.js puts it.
 */
class ShellHead extends Head {
  /** Next.js's scripts for this page, made once (a head is made per request). */
  private scripts: ReactElement[] | undefined;

  private nextScripts(files: DocumentFiles): ReactElement[] {
    this.scripts ??= super.getScripts(files);
    return this.scripts;
  }

  private movesBootstrap(): boolean {
    return !this.context.disableOptimizedLoading && this.context.unstable_runtimeJS !== false;
  }

  override getCssLinks(files: DocumentFiles): ReactElement[] | null {
    const links = super.getCssLinks(files);
    if (!this.movesBootstrap()) return links;
    const bootstrap = this.nextScripts(files).filter(isBootstrap);
    return bootstrap.length > 0 ? [...bootstrap, ...(links ?? [])] : links;
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = this.nextScripts(files);
    return this.movesBootstrap() ? scripts.filter((element) => !isBootstrap(element)) : scripts;
  }
}

/** Props of {@link ShellDocument}: Next's, plus the page request's CSP nonce. */
export type ShellDocumentProps = DocumentProps & { nonce?: string | undefined };

/**
 * The shell's `_document`: sets `lang` and `data-brand` on `<html>` and the brand's custom properties
 * (its theme and the breakpoints, from brand-config's `tokens/<brand>.css`) in the head, links the brand's favicon (`/favicon.ico`, which the app's proxy.ts
 * answers), and sets the body classes and page theme of the rules on `<body>` (without the
 * browser's default margin), from the data the page-load step resolved.
 *
 * @example
 * // pages/_document.tsx
 * export { ShellDocument as default } from '@therapy-shell/shell-next';
 */
export function ShellDocument(props: ShellDocumentProps) {
  const shell = (props.__NEXT_DATA__.props as { shell?: ShellPageData } | undefined)?.shell;
  const brand: BrandId = shell?.brand ?? 'main';
  const body =
    shell?.status === 'ok' && shell.page ? pageAttributes({ brand, page: shell.page, user: shell.session }) : undefined;
  const csrfToken = shell?.status === 'ok' ? shell.session.csrf_token : undefined;
  return (
    <Html lang={shell?.language ?? 'en'} data-brand={brand}>
      <ShellHead nonce={props.nonce}>
        {/* The brand's custom properties: Style Dictionary's stylesheet of the build's brand, which
            withShell() inlined (the same text for every page, so it costs no work per request). */}
        <style nonce={props.nonce}>{brandStylesheet()}</style>
        {/* The brand's mark, answered by the app's proxy.ts (faviconResponse) at the path browsers ask
            anyway: linked rather than inlined as a data: URL, so its ~700 bytes are not in every page's
            HTML (written, escaped and sent on each request) but fetched once and cached. */}
        <link rel="icon" type="image/svg+xml" href={FAVICON_PATH} />
        {/* No first paint before the app's HTML is parsed to its end (Next.js's page data, this id,
            comes right after it). A frame painted while the document is half parsed (it arrives in
            pieces, or the parser yields on a busy machine) shows part of the header or the footer; on
            a short page the footer sits at the window's bottom, so as the rest of it arrives it grows
            and moves up: a layout shift before any script runs. Chromium holds rendering until an
            element with this id is inserted (or the document ends); other browsers ignore the link. */}
        <link rel="expect" href="#__NEXT_DATA__" blocking="render" />
        {/* The shell's texts: deferred, so they run before Next.js's deferred scripts hydrate the page. */}
        {shell?.status === 'ok' && 'messagesId' in shell && shell.messagesId ? (
          <script src={messagesAssetPath(shell.language, shell.messagesId)} defer nonce={props.nonce} />
        ) : null}
        {/* The request layer reads the session's CSRF token from here on its first call (spec 7.1). */}
        {csrfToken ? <meta name={CSRF_META_NAME} content={csrfToken} /> : null}
      </ShellHead>
      {/* No default body margin: the shell's bands run to the window's edges. */}
      <body style={{ margin: 0 }} className={body?.className} data-page-theme={body?.pageTheme}>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

/** Hands the nonce the page's Content-Security-Policy names (set by the `_app`) to Next's scripts. */
ShellDocument.getInitialProps = async (
  ctx: DocumentContext,
): Promise<DocumentInitialProps & { nonce?: string | undefined }> => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  return { ...initial, nonce: existingNonce(ctx.req) };
};
