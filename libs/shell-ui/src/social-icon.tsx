import type { SocialLink } from '@therapy-shell/brand-config';

type SocialNetwork = SocialLink['network'];

/**
 * Props of a social network's icon.
 *
 * @example
 * const props: SocialIconProps = { network: 'tiktok' };
 */
export interface SocialIconProps {
  network: SocialNetwork;
}

// Simplified marks of each network, drawn for this library on a 24 x 24 grid in the text colour.
const PATHS = {
  facebook:
    'M13.6 21.5v-7.8h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.4a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.8v3.1h2.6v7.8z',
  instagram:
    'M8 2.5h8A5.5 5.5 0 0 1 21.5 8v8a5.5 5.5 0 0 1-5.5 5.5H8A5.5 5.5 0 0 1 2.5 16V8A5.5 5.5 0 0 1 8 2.5zm0 2A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5zm4 3a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zm0 2a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5zm5.2-3.6a1.2 1.2 0 1 1 0 2.4a1.2 1.2 0 1 1 0-2.4z',
  tiktok:
    'M16.4 2.5c.3 2.3 1.8 3.9 4.1 4.1v3.2c-1.5 0-2.9-.4-4.1-1.2v6.3c0 3.2-2.5 5.6-5.6 5.6s-5.5-2.4-5.5-5.5c0-3.3 2.9-5.8 6.3-5.3v3.3c-1.6-.4-3.2.5-3.2 2.1 0 1.3 1 2.3 2.3 2.3 1.4 0 2.5-1 2.5-2.7V2.5z',
  x: 'M3.2 3h5.3l4.2 5.7L17.6 3h2.6l-6.3 7.3 7 10.7h-5.3l-4.6-6.3L5.7 21H3.1l6.9-7.9zm3.6 1.8l9.5 14.4h1.5L8.3 4.8z',
  linkedin:
    'M3.2 9h3.9v12H3.2zM5.2 2.8a2.2 2.2 0 1 1 0 4.5a2.2 2.2 0 1 1 0-4.5zM9.6 9h3.7v1.7c.6-1 1.9-2 3.9-2 4 0 4.7 2.6 4.7 6V21H18v-5.5c0-1.3 0-3-1.9-3s-2.2 1.4-2.2 2.9V21H9.6z',
} as const satisfies Record<SocialNetwork, string>;

/**
 * The icon of a social network (spec 2.5: Facebook, Instagram, TikTok, X, LinkedIn), an inline SVG
 * in `currentColor`. Decorative: the link around it carries the name.
 *
 * @example
 * <a href={href}><SocialIcon network="facebook" /><span className="visually-hidden">Facebook</span></a>
 */
export function SocialIcon({ network }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon={network}>
      <path fill="currentColor" fillRule="evenodd" d={PATHS[network]} />
    </svg>
  );
}
