import { createContext, useContext } from 'react';

/** Where a page's machine sends the browser (`navigate` of `@mijas/machines`): an address of the app. */
export type AppNavigate = (to: string, options: { replace: boolean; keepScroll: boolean }) => void;

const NavigationContext = createContext<AppNavigate | null>(null);

/**
 * What carries a page's `navigate` out: the router's in the app (`RouterNavigation`), the sign-in page's own
 * where it runs without the router (its island hands the page to the app).
 */
export const NavigationProvider = NavigationContext.Provider;

/** The `navigate` of whatever hosts the page; a page outside any host is a mistake of its caller. */
export function useAppNavigate(): AppNavigate {
  const navigate = useContext(NavigationContext);
  if (!navigate)
    throw new Error(
      'No navigation: render the page inside RouterNavigation or a NavigationProvider',
    );
  return navigate;
}
