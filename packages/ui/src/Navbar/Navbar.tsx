import { useId, useState, type ReactNode } from 'react';
import { NavEntry, type NavItem } from '../AppShell/navItem';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, MenuIcon } from '../icons/icons';
import { useUI } from '../Provider/context';
import * as styles from './Navbar.css';

export interface NavbarProps {
  /** E.g. 'MIJAS'. */
  brand: string;
  /** Where the brand leads ('/' by default), through the provider's link. */
  brandHref?: string;
  /** Names the navigation landmark. */
  label: string;
  /** E.g. Home, Partners, Join (scroll anchors) and the panel link. */
  items: readonly NavItem[];
  /** Buttons at the end, e.g. Login or Logout. */
  actions?: ReactNode;
  /** The phone menu button's name while the menu is closed. */
  menuLabel: string;
  /** The phone menu button's name while the menu is open. */
  closeMenuLabel: string;
}

/**
 * The site's top bar: brand, links and actions; on small screens the links fold behind a menu button, which
 * closes when a link or an action in it is used.
 */
export function Navbar({
  brand,
  brandHref = '/',
  label,
  items,
  actions,
  menuLabel,
  closeMenuLabel,
}: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { link: RouterLink } = useUI();
  return (
    <header className={styles.bar}>
      <nav aria-label={label} className={styles.inner}>
        <RouterLink href={brandHref} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden>
            {brand.slice(0, 1)}
          </span>
          {brand}
        </RouterLink>
        <span className={styles.menuButton}>
          <IconButton
            label={open ? closeMenuLabel : menuLabel}
            icon={open ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          />
        </span>
        <div id={menuId} className={styles.menu} data-open={open}>
          <ul className={styles.links}>
            {items.map((item) => (
              <li key={item.id}>
                <NavEntry item={item} className={styles.link} onNavigate={() => setOpen(false)}>
                  {item.label}
                </NavEntry>
              </li>
            ))}
          </ul>
          {actions ? (
            // An action used in the phone menu closes it, as a link does: Login, Logout, and the language
            // switch, whose page changes language in place under the open menu (issue 30).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links and buttons inside take the keys; Enter on them clicks
            <div
              className={styles.actions}
              onClick={(event) => {
                if ((event.target as Element).closest('a, button')) setOpen(false);
              }}
            >
              {actions}
            </div>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
