// The App Router reference pages' root layout: the shell's document around the snapshot's markup
// (the attributes of <html> and <body>, the head's elements Next.js does not write itself), as
// tools/bench/bare's `_document` does for the Pages Router's reference pages.
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { documentElements } from '../../../bare/lib/reference-page';
import { visitorSnapshot } from '../../../bare/lib/reference-server';

export default async function ReferenceLayout({ children }: { readonly children: ReactNode }) {
  const cookie = (await headers()).get('cookie') ?? undefined;
  const parts = documentElements(visitorSnapshot('full', cookie));
  return (
    <html {...parts?.html}>
      <head>{parts?.head}</head>
      <body {...parts?.body}>{children}</body>
    </html>
  );
}

// Under Cache Components (next.config.mjs): no static shell, as the shell's root layout opts out.
export const instant = false;
