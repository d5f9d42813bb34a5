import './fonts';
import { Direction } from 'radix-ui';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { root } from '../theme/global.css';
import { themes, type ThemeName } from '../theme/themes.css';
import { Toaster, ToastStore } from '../Toast/Toaster';
import { UIContext, type LinkComponent } from './context';
import * as styles from './UIProvider.css';

export interface UIProviderProps {
  /** `light` (default) or `dark`. */
  theme?: ThemeName;
  /** Text direction of everything inside, portals included. */
  dir?: 'ltr' | 'rtl';
  /** The app's router link adapted to take `href`; plain `<a>` when absent. */
  linkComponent?: LinkComponent;
  /** How long a toast stays, in ms (the app passes the contract's TOAST_DURATION_MS). */
  toastDuration?: number;
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
  fullHeight = false,
  children,
}: UIProviderProps) {
  const outer = useContext(UIContext);
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const value = useMemo(
    () => ({ link: linkComponent ?? outer.link, portalContainer, dir, inProvider: true }),
    [linkComponent, outer.link, portalContainer, dir],
  );
  const themed = (
    <div
      className={`${themes[theme]} ${root} ${fullHeight ? styles.fullHeight : ''}`}
      dir={dir}
      data-theme={theme}
    >
      {children}
      <div ref={setPortalContainer} className={styles.portals} />
      {outer.inProvider ? null : <Toaster />}
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
