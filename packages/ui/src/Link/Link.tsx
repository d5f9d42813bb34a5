import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useUI } from '../Provider/context';
import * as styles from './Link.css';

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'href'
> {
  /** An app path ('/login'), an anchor ('#join') or a full URL (with `external`). */
  href: string;
  /**
   * `inline` (underlined, in running text; the default), `subtle` (muted, underlined on hover) or `nav` (the surrounding colour, for navigation bars).
   */
  variant?: (typeof styles.linkVariants)[number];
  /** Opens outside the app (new tab, plain anchor, never the router). */
  external?: boolean;
}

/** A link through the provider's router link; plain `<a>` for `#anchors`, external links or no provider. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, variant, external = false, children, ...rest },
  ref,
) {
  const { link: RouterLink } = useUI();
  const className = styles.link({ variant });
  if (external || href.startsWith('#') || RouterLink === 'a') {
    const externalProps = external ? { target: '_blank', rel: 'noreferrer noopener' } : {};
    return (
      <a ref={ref} href={href} className={className} {...externalProps} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink ref={ref} href={href} className={className} {...rest}>
      {children}
    </RouterLink>
  );
});
Link.displayName = 'Link';
