import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChevronStartIcon } from '../icons/directional';
import { MenuIcon } from '../icons/icons';
import * as styles from './AppShell.css';
import { NavEntry, type NavItem } from './navItem';

export interface AppShellProps {
  /** The name at the top of the sidebar, e.g. 'MIJAS'. */
  brand: ReactNode;
  /** Names the navigation landmark, e.g. 'Admin'. */
  navLabel: string;
  /** The main entries, top to bottom: each a link (`href`) or an action (`onSelect`), one marked `active`. */
  items: readonly NavItem[];
  /** Entries pinned to the bottom, e.g. Home and Logout. */
  footerItems?: readonly NavItem[];
  /** Controlled collapse; uncontrolled (expanded first) when absent. */
  collapsed?: boolean;
  /** Called with the new state when the toggle is pressed, or when a link is followed in the phone menu. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The toggle's name while the navigation is open. */
  collapseLabel: string;
  /** The toggle's name while the navigation is collapsed (or the phone menu closed). */
  expandLabel: string;
  /** The first tab stop: jumps past the navigation to the content. */
  skipLinkLabel: string;
  children: ReactNode;
}

/**
 * The dashboards' layout: a sidebar navigation that collapses to icons on wide screens and to a menu button
 * on small ones, and the main content.
 */
export function AppShell({
  brand,
  navLabel,
  items,
  footerItems = [],
  collapsed: collapsedProp,
  onCollapsedChange,
  collapseLabel,
  expandLabel,
  skipLinkLabel,
  children,
}: AppShellProps) {
  const navId = useId();
  const mainId = useId();
  // Until the toggle is used, the screen decides: small screens have the menu closed, wide ones the sidebar
  // expanded. A page rendered before any script (the build's prerendered panels) knows no screen: its HTML
  // leaves it to the stylesheet (no `data-collapsed`), and hydration renders the same before it asks.
  const wide = useSyncExternalStore(watchDesktop, isDesktop, () => null);
  const [collapsedState, setCollapsedState] = useState<boolean | null>(null);
  const collapsed = collapsedProp ?? collapsedState ?? (wide === null ? null : !wide);
  const setCollapsed = (next: boolean) => {
    setCollapsedState(next);
    onCollapsedChange?.(next);
  };
  const closeOnMobile = () => {
    if (!isDesktop()) setCollapsed(true);
  };
  const renderItems = (list: readonly NavItem[]) => (
    <ul className={styles.navList}>
      {list.map((item) => (
        <li key={item.id}>
          <NavEntry item={item} className={styles.navItem} onNavigate={closeOnMobile}>
            {item.icon ? (
              <span className={styles.navIcon} aria-hidden>
                {item.icon}
              </span>
            ) : null}
            <span className={styles.navLabel}>{item.label}</span>
            {item.badge ? (
              <span className={styles.navBadge}>
                <span aria-hidden>{item.badge}</span>
                <span className={styles.badgeLabel}>{item.badgeLabel ?? item.badge}</span>
              </span>
            ) : null}
          </NavEntry>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.shell}>
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          // Move focus without changing the URL (the router owns it).
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <aside
        className={styles.sidebar}
        {...(collapsed === null ? {} : { 'data-collapsed': collapsed })}
      >
        <div className={styles.sidebarHeader}>
          <span className={styles.brand}>{brand}</span>
          <button
            type="button"
            className={styles.toggle}
            aria-controls={navId}
            // Before the screen is known the button is named by the label its stylesheet shows (below).
            {...(collapsed === null
              ? {}
              : {
                  'aria-expanded': !collapsed,
                  'aria-label': collapsed ? expandLabel : collapseLabel,
                  title: collapsed ? expandLabel : collapseLabel,
                })}
            // Pressed before the screen is known (a prerendered page hydrating, the press held until its code
            // ran): what the stylesheet shows is what it toggles, the phone's closed menu or the wide sidebar.
            onClick={() => setCollapsed(!(collapsed ?? !isDesktop()))}
          >
            <span className={styles.mobileIcon} aria-hidden>
              <MenuIcon />
            </span>
            <span className={`${styles.desktopIcon} ${styles.toggleIcon}`} aria-hidden>
              <ChevronStartIcon />
            </span>
            {collapsed === null ? (
              // A page rendered before any script: the phone's menu is closed, the wide sidebar open, by the
              // stylesheet alone; each names the button for the screen it is shown on.
              <>
                <span className={styles.mobileName}>{expandLabel}</span>
                <span className={styles.desktopName}>{collapseLabel}</span>
              </>
            ) : null}
          </button>
        </div>
        <nav id={navId} aria-label={navLabel} className={styles.nav}>
          {renderItems(items)}
          {footerItems.length ? (
            <div className={styles.navFooter}>{renderItems(footerItems)}</div>
          ) : null}
        </nav>
      </aside>
      <main id={mainId} className={styles.main} tabIndex={-1}>
        <div className={styles.mainInner}>{children}</div>
      </main>
    </div>
  );
}

function isDesktop() {
  return typeof window === 'undefined' || (window.matchMedia?.(styles.desktop).matches ?? true);
}

/** Calls `onChange` when the screen becomes wide or small. */
function watchDesktop(onChange: () => void) {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(styles.desktop);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
