// The bare app's document: Next.js's default one (`<Html><Head /><body><Main /><NextScript />`) for
// the bare page and the reference pages without markup; for a reference page with the shell's
// markup, the shell's document around it too (the attributes of <html> and <body>, and the head's
// elements that Next.js does not write itself), from prebuilt elements. So `ceiling` serves the
// shell's whole page, not its body in Next.js's default document. Imported from the app's own code,
// `next/document` is bundled into the app's chunks, as Next.js's default document is; the shell's
// `_document` takes it from node_modules (its library imports `next/document.js`).
import Document, { Head, Html, Main, NextScript } from 'next/document';
import { documentElements, loadedSnapshots } from '../lib/reference-page';

export default class BareDocument extends Document {
  override render() {
    const key = (this.props.__NEXT_DATA__.props as { pageProps?: { snapshotKey?: unknown } } | undefined)?.pageProps
      ?.snapshotKey;
    const snapshot = typeof key === 'string' ? loadedSnapshots.get(key) : undefined;
    const parts = snapshot ? documentElements(snapshot) : undefined;
    return (
      <Html {...parts?.html}>
        <Head>{parts?.head}</Head>
        <body {...parts?.body}>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
