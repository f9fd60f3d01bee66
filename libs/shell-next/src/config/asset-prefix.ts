// The build's asset prefix (Next.js `assetPrefix`): where the browser loads /_next/static/* from.
// Next fixes it at build time; the deploy uploads <distDir>/static to <prefix>/_next/static.

/**
 * Checks `SHELL_ASSET_PREFIX` for next.config's `assetPrefix`: an http(s) URL without credentials,
 * query or fragment (a bare host such as the site config's `cdn_host_assets` gets https://), and
 * returns it without a trailing slash; empty or absent gives undefined (assets from the app itself).
 * Anything else throws with the value, so a typo stops the build rather than every page's scripts.
 *
 * @example
 * shellAssetPrefix('cdn.example.com'); // 'https://cdn.example.com'
 * shellAssetPrefix('https://cdn.example.com/shell/'); // 'https://cdn.example.com/shell'
 * shellAssetPrefix(undefined); // undefined
 */
export function shellAssetPrefix(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(
      `SHELL_ASSET_PREFIX must be an http(s) URL or host of the asset CDN (e.g. https://cdn.example.com), got "${value}"`,
    );
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    !/^[a-z0-9.-]+$/i.test(url.hostname)
  ) {
    throw new Error(
      `SHELL_ASSET_PREFIX must be an http(s) URL or host of the asset CDN without credentials, query or fragment, got "${value}"`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
