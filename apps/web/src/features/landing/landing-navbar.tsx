import { selectPanel } from '@mijas/machines';
import { Button, Navbar, type NavItem } from '@mijas/ui';
import { Link } from 'react-router';
import { useSession, useSessionRef } from '../../app/session.tsx';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/index.ts';
import * as styles from './landing.css.ts';

const samePanel = (a: ReturnType<typeof selectPanel>, b: ReturnType<typeof selectPanel>) =>
  a?.path === b?.path && a?.label === b?.label;

/**
 * SPEC §2: Home, Partners and Join scroll to their sections; signed in, the role's panel link ('Root Admin
 * Panel', 'Admin Panel' or 'Member Panel') and Logout (the page stays on `/`); signed out, Login.
 */
export function LandingNavbar() {
  const text = useText();
  const nav = text.common.nav;
  const panel = useSession(selectPanel, samePanel);
  const session = useSessionRef();
  const items: NavItem[] = [
    { id: 'home', label: nav.home, href: '#home' },
    { id: 'partners', label: nav.partners, href: '#partners' },
    { id: 'join', label: nav.join, href: '#join' },
    ...(panel ? [{ id: 'panel', label: panel.label, href: panel.path }] : []),
  ];
  return (
    <Navbar
      brand={text.common.brandShort}
      brandHref={paths.home.build()}
      label={nav.label}
      items={items}
      menuLabel={text.landing.nav.menu}
      closeMenuLabel={text.landing.nav.closeMenu}
      actions={
        panel ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => session.send({ type: 'session.logout' })}
          >
            {nav.logout}
          </Button>
        ) : (
          <Link to={paths.login.build()} className={styles.loginLink}>
            {nav.login}
          </Link>
        )
      }
    />
  );
}
