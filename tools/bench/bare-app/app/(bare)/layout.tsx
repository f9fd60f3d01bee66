// The bare page's root layout: the document create-next-app writes, without its fonts and styles.
import type { ReactNode } from 'react';

export default function BareLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

// Under Cache Components (next.config.mjs): no static shell, the page is rendered per request.
export const instant = false;
