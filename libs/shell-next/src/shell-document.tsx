import { Head, Html, Main, NextScript } from 'next/document';
import type { DocumentProps } from 'next/document';
import type { CSSProperties } from 'react';
import { themeCssVariables, type BrandId } from '@therapy-shell/brand-config';
import type { ShellData } from './load-shell.ts';

/**
 * The shell's `_document`: sets `lang`, `data-brand` and the brand's theme custom properties on the
 * document element, from the data the page-load step resolved.
 *
 * @example
 * // pages/_document.tsx
 * export { ShellDocument as default } from '@therapy-shell/shell-next';
 */
export function ShellDocument(props: DocumentProps) {
  const shell = (props.__NEXT_DATA__.props as { shell?: ShellData } | undefined)?.shell;
  const brand: BrandId = shell?.brand ?? 'main';
  return (
    <Html lang={shell?.language ?? 'en'} data-brand={brand} style={themeCssVariables(brand) as CSSProperties}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
