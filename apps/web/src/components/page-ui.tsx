import { TOAST_DURATION_MS } from '@mijas/api';
import { UIProvider, type LinkComponent } from '@mijas/ui';
import type { ReactNode } from 'react';
import { useLocale, useText } from '../i18n/index.ts';

/**
 * The design system around every page: the theme follows the device's light or dark setting (in CSS: live, and
 * right from the first paint), the direction follows the page's language, the toasts and overlays speak it. Its
 * links are its host's: the router's in the app (root-layout.tsx), the sign-in island's before the app is there.
 */
export function PageUI({
  linkComponent,
  children,
}: {
  linkComponent: LinkComponent;
  children: ReactNode;
}) {
  const { toasts: toastLabels, overlays: overlayLabels } = useText().common.ui;
  const { dir } = useLocale();
  return (
    <UIProvider
      theme="system"
      dir={dir}
      linkComponent={linkComponent}
      toastDuration={TOAST_DURATION_MS}
      toastLabels={toastLabels}
      overlayLabels={overlayLabels}
      fullHeight
    >
      {children}
    </UIProvider>
  );
}
