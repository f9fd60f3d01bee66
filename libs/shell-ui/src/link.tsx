import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props a link component receives; a router's link (for example next/link) is injected by the app. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/** A component that renders a link; shell-ui never imports a router. */
export type LinkComponent = ComponentType<LinkProps>;

/**
 * The default link: a plain anchor.
 *
 * @example
 * <PlainLink href="/faq/">FAQ</PlainLink>
 */
export function PlainLink({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}
