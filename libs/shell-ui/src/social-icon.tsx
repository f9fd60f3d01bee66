import type { SocialLink } from '@therapy-shell/brand-config';
import { Icon } from './icon.tsx';

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

/**
 * The icon of a social network (spec 2.5: Facebook, Instagram, TikTok, X, LinkedIn), from the shell's
 * sprite in `currentColor`. Decorative: the link around it carries the name.
 *
 * @example
 * <a href={href}><SocialIcon network="facebook" /><span className="visually-hidden">Facebook</span></a>
 */
export function SocialIcon({ network }: SocialIconProps) {
  return <Icon name={network} size={20} />;
}
