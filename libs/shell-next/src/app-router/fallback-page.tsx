// Server only: the pages without the shell's answers on the App Router, as Server Components: the
// fallback page of spec 2.7 and the plain frame of /gethelpnow/. Their code (the fallback page, the
// crisis notice and lines, the brand's mark and values) stays on the server; what hydrates is the
// quick exit. The root layout also hands the fallback page of each visit to the shell's root,
// rendered, for `app/error.tsx` and `app/global-error.tsx`: what the browser shows when the page or
// the root fails there needs no code of its own and nothing to load.
import type { ReactNode } from 'react';
import { quickExitUrl, showsDecorativeFallbackFooter, themeTokens } from '@therapy-shell/brand-config';
import { createCompiledTranslator, type CompiledMessages } from '@therapy-shell/i18n';
import { FallbackErrorPage, ShellLayout } from '@therapy-shell/shell-ui';
import { documentTitle } from '../frame/document-title.ts';
import { AppQuickExit } from './app-shell.tsx';
import type { AppPlainData } from './types.ts';

/** The quick exit's texts of `messages` (`quickExit.*`), for {@link AppQuickExit}. */
function quickExitTexts(messages: CompiledMessages): CompiledMessages {
  const texts: Record<string, CompiledMessages[string]> = {};
  for (const key of Object.keys(messages)) {
    const text = messages[key];
    if (text !== undefined && key.startsWith('quickExit.')) texts[key] = text;
  }
  return texts;
}

/** The quick exit of a page without the shell's answers: the brand's neutral page, its texts inline. */
function PlainQuickExit({ data }: { data: AppPlainData }) {
  return (
    <AppQuickExit href={quickExitUrl(data.brand)} language={data.language} texts={quickExitTexts(data.messages)} />
  );
}

/**
 * The fallback page's title: "We're having an issue – {product name}" in the page's language.
 *
 * @example
 * fallbackTitle({ ...data, productName: 'Acme Therapy' }); // "We're having an issue – Acme Therapy"
 */
export function fallbackTitle(data: AppPlainData): string {
  return documentTitle(createCompiledTranslator(data.language, data.messages)('fallback.heading'), data.productName);
}

/**
 * The fallback page of spec 2.7 (the quick exit, the crisis notice and the lines of the visitor's
 * country, the brand's mark) from the build's data and the step's texts; with `titled`, its own
 * `<title>` (where no metadata gives the document one).
 */
export function AppFallbackPage({ data, titled = false }: { data: AppPlainData; titled?: boolean }) {
  const t = createCompiledTranslator(data.language, data.messages);
  return (
    <>
      {titled ? <title>{fallbackTitle(data)}</title> : null}
      {/* Before the main landmark, a region of its own, as on the Pages Router's fallback page. */}
      <PlainQuickExit data={data} />
      <main id="main-content">
        <FallbackErrorPage
          t={t}
          logo={themeTokens(data.brand).logo}
          decorativeFooter={showsDecorativeFallbackFooter(data.brand)}
          crisisLines={data.crisisLines}
        />
      </main>
    </>
  );
}

/**
 * /gethelpnow/ without the shell's answers: the page inside a plain header (the brand's mark) and
 * footer (the crisis notice and lines), with the quick exit, status 200.
 */
export function AppPlainFrame({
  data,
  header,
  footer,
  children,
}: {
  data: AppPlainData;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <ShellLayout
      t={createCompiledTranslator(data.language, data.messages)}
      quickExit={<PlainQuickExit data={data} />}
      header={header}
      footer={footer}
    >
      {children}
    </ShellLayout>
  );
}
