import NextApp, { type AppContext, type AppProps } from 'next/app';
import NextLink from 'next/link';
import type { ComponentType } from 'react';
import { assertBrandId, parseBrandCodes } from '@therapy-shell/brand-config';
import { createTranslator } from '@therapy-shell/i18n';
import { FallbackErrorPage, Footer, Header, ShellLayout, type LinkProps } from '@therapy-shell/shell-ui';
import { createShellCaches, loadShell, type LoadShellOptions, type ShellCaches, type ShellData } from './load-shell.ts';

/** Props the shell's App component receives. */
export interface ShellAppProps extends AppProps {
  shell: ShellData;
}

/** Options of {@link createShellApp}; each is read when a request arrives, never at import time. */
export interface ShellAppOptions {
  /** Page-load options; defaults read `SHELL_BRAND`, `SHELL_API_ORIGIN` and `SHELL_BRAND_CODES`. */
  loadOptions?: () => LoadShellOptions;
}

/** Default backend origin (DESIGN.md section 5). */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';

/**
 * Page-load options from the environment: the build's brand (`SHELL_BRAND`, default main), the
 * backend origin (`SHELL_API_ORIGIN`) and the product code map (`SHELL_BRAND_CODES`).
 *
 * @example
 * loadShell(req, shellOptionsFromEnv());
 */
export function shellOptionsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): LoadShellOptions {
  return {
    brand: assertBrandId(env['SHELL_BRAND']),
    apiOrigin: env['SHELL_API_ORIGIN'] || DEFAULT_API_ORIGIN,
    brandCodes: parseBrandCodes(env['SHELL_BRAND_CODES']),
  };
}

function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <NextLink href={href} {...rest}>
      {children}
    </NextLink>
  );
}

/**
 * Creates the `_app` component: runs the page-load step on the server, renders the fallback error
 * page with status 500 when it fails, and otherwise wraps the page in header, main and footer.
 *
 * @example
 * // pages/_app.tsx
 * export default createShellApp();
 */
export function createShellApp(options: ShellAppOptions = {}): ComponentType<ShellAppProps> & {
  getInitialProps(ctx: AppContext): Promise<{ pageProps: Record<string, unknown>; shell: ShellData }>;
} {
  function ShellApp({ Component, pageProps, shell }: ShellAppProps) {
    const t = createTranslator(shell.language, shell.status === 'ok' ? shell.translations : {});
    if (shell.status === 'error') return <FallbackErrorPage t={t} productName={shell.productName} />;
    if (shell.status === 'not-found') {
      return (
        <main>
          <h1>404</h1>
        </main>
      );
    }
    const productName = shell.config.product_name;
    return (
      <ShellLayout
        t={t}
        header={<Header productName={productName} t={t} linkComponent={RouterLink} />}
        footer={<Footer productName={productName} year={shell.year} t={t} linkComponent={RouterLink} />}
      >
        <Component {...pageProps} />
      </ShellLayout>
    );
  }

  // Site config and translations are cached per server process (DESIGN.md section 3).
  let caches: ShellCaches | undefined;

  ShellApp.getInitialProps = async (appContext: AppContext) => {
    const { pageProps } = await NextApp.getInitialProps(appContext);
    const { req, res } = appContext.ctx;
    if (!req) {
      // Client-side navigation: the shell's data stays what the server resolved for this visit.
      const current = typeof window === 'undefined' ? undefined : (window.__NEXT_DATA__?.props as { shell?: ShellData } | undefined)?.shell;
      if (current) return { pageProps, shell: current };
      throw new Error('Shell data missing on client-side navigation');
    }
    caches ??= createShellCaches();
    const shell = await loadShell(req, { caches, ...(options.loadOptions ?? shellOptionsFromEnv)() });
    if (shell.status === 'error' && res) res.statusCode = 500;
    if (shell.status === 'not-found' && res) res.statusCode = 404;
    return { pageProps, shell };
  };

  return ShellApp;
}
