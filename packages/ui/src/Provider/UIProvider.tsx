import './fonts';
import { Direction } from 'radix-ui';
import { lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { root } from '../theme/global.css';
import { themes, type ThemeName } from '../theme/themes.css';
import type { ToasterLabels } from '../Toast/Toaster';
import { ToastContext, ToastStore } from '../Toast/toast-store';
import { createPortalTarget, UIContext, type LinkComponent, type OverlayLabels } from './context';
import * as styles from './UIProvider.css';

export interface UIProviderProps {
  /** `light` (default), `dark`, or `system`: as the device is set (CSS only, so prerendered pages are right at once). */
  theme?: ThemeName;
  /** Text direction of everything inside, portals included. */
  dir?: 'ltr' | 'rtl';
  /** The app's router link adapted to take `href`; plain `<a>` when absent. */
  linkComponent?: LinkComponent;
  /** How long a toast stays, in ms (the app passes the contract's TOAST_DURATION_MS). */
  toastDuration?: number;
  /**
   * The toaster's words, from the app's catalogue (the design system has none): read by the outermost
   * provider, which holds the toaster.
   */
  toastLabels: ToasterLabels;
  /** What a dialog says when its code could not be loaded; without them such a failure reaches the page's boundary. */
  overlayLabels?: OverlayLabels;
  /** Fill the viewport's height (for full pages). */
  fullHeight?: boolean;
  children: ReactNode;
}

/**
 * The root of every screen: theme tokens, direction, the link component, and the toaster. Dialogs, menus and
 * toasts portal into this root so they get the same theme and direction.
 */
export function UIProvider({
  theme = 'light',
  dir = 'ltr',
  linkComponent,
  toastDuration,
  toastLabels,
  overlayLabels,
  fullHeight = false,
  children,
}: UIProviderProps) {
  const outer = useContext(UIContext);
  const [portals] = useState(createPortalTarget);
  const attachPortals = useCallback(
    (element: HTMLDivElement | null) => portals.set(element),
    [portals],
  );
  const value = useMemo(
    () => ({
      link: linkComponent ?? outer.link,
      portals,
      dir,
      inProvider: true,
      overlayLabels: overlayLabels ?? outer.overlayLabels,
    }),
    [linkComponent, outer.link, portals, dir, overlayLabels, outer.overlayLabels],
  );
  const themed = (
    <div
      className={`${themes[theme]} ${root} ${fullHeight ? styles.fullHeight : ''}`}
      dir={dir}
      data-theme={theme}
    >
      {children}
      <div ref={attachPortals} className={styles.portals} />
      {outer.inProvider ? null : <DeferredToaster labels={toastLabels} />}
    </div>
  );
  return (
    <Direction.Provider dir={dir}>
      <UIContext.Provider value={value}>
        {/* A nested provider (another theme or direction for a part of the page) shares the outer toasts. */}
        {outer.inProvider ? themed : <ToastStore duration={toastDuration}>{themed}</ToastStore>}
      </UIContext.Provider>
    </Direction.Provider>
  );
}

// The toaster's code (Radix Toast) loads with the first toast: a page that never shows one never fetches it.
const Toaster = lazy(() =>
  import('../Toast/Toaster').then((module) => ({ default: module.Toaster })),
);

function DeferredToaster({ labels }: { labels: ToasterLabels }) {
  const context = useContext(ToastContext);
  const [needed, setNeeded] = useState(false);
  // Once shown, the toaster stays (a dismissed toast animates out; F8 keeps its region).
  if (!needed && context && context.toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster labels={labels} />
    </Suspense>
  );
}
