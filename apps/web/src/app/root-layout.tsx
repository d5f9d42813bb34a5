import { Button, EmptyState, Inline, UIProvider, type LinkComponentProps } from '@mijas/ui';
import { forwardRef } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { useLocale, useText } from '../i18n/index.ts';
import { PageUI } from '../components/page-ui.tsx';
import { RouterNavigation } from '../lib/router-navigation.tsx';
import { AppUpdates } from './app-updates.tsx';

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

/** Every page of the app: the design system with the router's links, and the router's way on (`navigate`). */
export function RootLayout() {
  return (
    <PageUI linkComponent={AppLink}>
      <RouterNavigation>
        <Outlet />
        <AppUpdates />
      </RouterNavigation>
    </PageUI>
  );
}

/** A page that failed to load or threw: say so, offer a reload and the way home. Never a stack trace. */
export function RouteError() {
  const { routeError: text, ui } = useText().common;
  const { dir } = useLocale();
  return (
    <UIProvider theme="system" dir={dir} linkComponent={AppLink} toastLabels={ui.toasts} fullHeight>
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
