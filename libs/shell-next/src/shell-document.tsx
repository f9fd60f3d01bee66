import { Head, Html, Main, NextScript } from 'next/document.js';
import type { DocumentContext, DocumentInitialProps, DocumentProps } from 'next/document.js';
import type { CSSProperties } from 'react';
import { logoMarkSvg, pageAttributes, themeCssVariables, type BrandId } from '@therapy-shell/brand-config';
import { CSRF_META_NAME } from '@therapy-shell/request';
import { breakpointCssVariables } from '@therapy-shell/shell-ui';
import { existingNonce } from './page-security.ts';
import { messagesAssetPath } from './page-messages.ts';
import type { ShellPageData } from './shell-app.tsx';

/**
 * A brand's favicon: its logo mark in its colours as a `data:` URL, so it ships with the package
 * (no file for a product team's app to copy) and costs no request. The CSP's img-src allows `data:`.
 *
 * @example
 * faviconHref('faith'); // 'data:image/svg+xml,%3Csvg%20xmlns...'
 */
export function faviconHref(brand: BrandId): string {
  return `data:image/svg+xml,${encodeURIComponent(logoMarkSvg(brand).trim())}`;
}

// The same for every page of a brand: worked out once per brand, not per request.
const brandParts = new Map<BrandId, { style: CSSProperties; favicon: string }>();
function brandDocumentParts(brand: BrandId): { style: CSSProperties; favicon: string } {
  let parts = brandParts.get(brand);
  if (!parts) {
    parts = {
      style: { ...themeCssVariables(brand), ...breakpointCssVariables() } as CSSProperties,
      favicon: faviconHref(brand),
    };
    brandParts.set(brand, parts);
  }
  return parts;
}

/** Props of {@link ShellDocument}: Next's, plus the page request's CSP nonce. */
export type ShellDocumentProps = DocumentProps & { nonce?: string | undefined };

/**
 * The shell's `_document`: sets `lang`, `data-brand`, the brand's theme and the breakpoint custom
 * properties on `<html>`, the brand's favicon, and the body classes and page theme of the rules on
 * `<body>` (without the browser's default margin), from the data the page-load step resolved.
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
  const { style, favicon } = brandDocumentParts(brand);
  return (
    <Html lang={shell?.language ?? 'en'} data-brand={brand} style={style}>
      <Head nonce={props.nonce}>
        {/* Each brand's own icon, so no page asks for a /favicon.ico that is not there. */}
        <link rel="icon" type="image/svg+xml" href={favicon} />
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
      </Head>
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
