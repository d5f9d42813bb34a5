import type { LinkComponentProps } from '@mijas/ui';
import { createContext, forwardRef, useContext } from 'react';
import { isPlainClick } from '../lib/plain-click.ts';

/** What an island's links do: take the visitor to another page of the app, and fetch its code ahead. */
export interface IslandNavigationValue {
  navigate: (href: string) => void;
  prefetch: () => void;
}

/** Given by the island around its page (the landing's, the sign-in page's). */
export const IslandNavigation = createContext<IslandNavigationValue>({
  navigate: () => {},
  prefetch: () => {},
});

/**
 * The links of a page that runs before the app (an island: the landing, the sign-in page): a plain click on a link
 * to another page of the app starts the app there (`navigate`); the pointer or the focus on one fetches its code.
 */
export const IslandLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function IslandLink(
  { href, children, onClick, ...rest },
  ref,
) {
  const { navigate, prefetch } = useContext(IslandNavigation);
  const inApp = href.startsWith('/');
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      {...(inApp ? { onPointerEnter: prefetch, onFocus: prefetch } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (!inApp || event.defaultPrevented || !isPlainClick(event) || rest.target) return;
        event.preventDefault();
        if (href === window.location.pathname) window.scrollTo({ top: 0 });
        else navigate(href);
      }}
    >
      {children}
    </a>
  );
});
