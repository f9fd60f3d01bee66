// The App Router ceiling's proxy: what every App Router app with a per-request CSP nonce runs, as
// Next.js's guide writes it ("How to set a Content Security Policy", Adding a nonce with Proxy), and
// nothing of the shell. An App Router layout can set no header or status, so the shell's page
// needs a proxy for its per-request CSP nonce (the shell's security headers require one); the
// ceiling ("the shell's page without shell code") pays Next.js's part of that, not the shell's
// page-load step. The bare page (`/`) stays without one: the matcher takes the reference pages.
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  // Next.js reads the nonce of its own scripts from the request's policy.
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = { matcher: ['/reference/:path*'] };
