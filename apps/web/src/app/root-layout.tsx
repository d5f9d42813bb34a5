import { TOAST_DURATION_MS } from '@mijas/api';
import {
  Button,
  EmptyState,
  Inline,
  UIProvider,
  type LinkComponentProps,
  type ThemeName,
} from '@mijas/ui';
import { forwardRef, useSyncExternalStore } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../config/paths.ts';
import { useText } from '../i18n/index.ts';

/** The ui package takes links through its provider: the router's link, given `href`. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink(
  { href, children, ...rest },
  ref,
) {
  // In-page anchors and other origins stay plain links.
  if (href.startsWith('#') || /^[a-z]+:/i.test(href))
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <RouterLink ref={ref} to={href} {...rest}>
      {children}
    </RouterLink>
  );
});

const darkQuery = '(prefers-color-scheme: dark)';

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

function subscribeToScheme(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The theme follows the system's light or dark preference, live. */
export function useSystemTheme(): ThemeName {
  return useSyncExternalStore(
    subscribeToScheme,
    () => (prefersDark() ? 'dark' : 'light'),
    () => 'light',
  );
}

export function RootLayout() {
  const theme = useSystemTheme();
  return (
    <UIProvider
      theme={theme}
      dir="ltr"
      linkComponent={AppLink}
      toastDuration={TOAST_DURATION_MS}
      fullHeight
    >
      <Outlet />
      <ScrollRestoration />
    </UIProvider>
  );
}

/** A page that failed to load or threw: say so, offer a reload and the way home. Never a stack trace. */
export function RouteError() {
  const text = useText().common.routeError;
  const theme = useSystemTheme();
  return (
    <UIProvider theme={theme} linkComponent={AppLink} fullHeight>
      <main>
        <EmptyState
          title={text.title}
          description={text.description}
          action={
            <Inline gap="sm">
              <Button onClick={() => window.location.reload()}>{text.reload}</Button>
              <Button variant="outline" onClick={() => window.location.assign(paths.home.build())}>
                {text.home}
              </Button>
            </Inline>
          }
        />
      </main>
    </UIProvider>
  );
}
