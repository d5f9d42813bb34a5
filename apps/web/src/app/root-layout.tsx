import { TOAST_DURATION_MS } from '@mijas/api';
import { Button, EmptyState, Inline, UIProvider, type LinkComponentProps } from '@mijas/ui';
import { forwardRef } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../config/paths.ts';
import { useLocale, useText } from '../i18n/index.ts';
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

/**
 * The theme follows the device's light or dark setting (in CSS: live, and right from the first paint); the
 * direction follows the page's language.
 */
export function RootLayout() {
  const { toasts: toastLabels, overlays: overlayLabels } = useText().common.ui;
  const { dir } = useLocale();
  return (
    <UIProvider
      theme="system"
      dir={dir}
      linkComponent={AppLink}
      toastDuration={TOAST_DURATION_MS}
      toastLabels={toastLabels}
      overlayLabels={overlayLabels}
      fullHeight
    >
      <Outlet />
      <ScrollRestoration />
      <AppUpdates />
    </UIProvider>
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
