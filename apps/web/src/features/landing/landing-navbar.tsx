import { LOCALE_NAMES, LOCALES } from '@mijas/api';
import { Button, LanguageSwitch, Navbar, useUI, type NavItem } from '@mijas/ui/landing';
import { home, login } from '../../config/landing-paths.ts';
import { localeHref } from '../../i18n/locale-href.ts';
import { useLandingLanguage } from '../../i18n/landing.ts';
import * as styles from './landing.css.ts';

/** A signed-in user's way back to their panel, and out. */
export interface LandingAccount {
  panel: { path: string; label: string };
  onLogout: () => void;
}

/**
 * SPEC §2: Home, Partners and Join scroll to their sections; the language switch (English / العربية); signed in, the role's panel link ('Root Admin
 * Panel', 'Admin Panel' or 'Member Panel') and Logout (the page stays on `/`); signed out, Login. On another
 * page (`elsewhere`: the not-found page), Home, Partners and Join lead to the landing's sections.
 */
export function LandingNavbar({
  account,
  elsewhere = false,
}: {
  account: LandingAccount | null;
  elsewhere?: boolean;
}) {
  const { text, locale, setLocale } = useLandingLanguage();
  const nav = text.common.nav;
  const { link: LinkTo } = useUI();
  const items: NavItem[] = [
    { id: 'home', label: nav.home, href: elsewhere ? home.build() : '#home' },
    {
      id: 'partners',
      label: nav.partners,
      href: elsewhere ? home.build('partners') : '#partners',
    },
    { id: 'join', label: nav.join, href: elsewhere ? home.build('join') : '#join' },
    ...(account ? [{ id: 'panel', label: account.panel.label, href: account.panel.path }] : []),
  ];
  return (
    <Navbar
      brand={text.common.brandShort}
      brandHref={home.build()}
      label={nav.label}
      items={items}
      menuLabel={text.landing.nav.menu}
      closeMenuLabel={text.landing.nav.closeMenu}
      actions={
        <>
          <LanguageSwitch
            label={text.common.language}
            languages={LOCALES.map((value) => ({ value, name: LOCALE_NAMES[value] }))}
            value={locale}
            onValueChange={setLocale}
            // Elsewhere (the not-found page, rendered in the browser only) this address in the other language.
            hrefOf={(value) =>
              localeHref(elsewhere ? window.location.pathname : home.build(), value)
            }
          />
          {account ? (
            <Button size="sm" variant="outline" onClick={account.onLogout}>
              {nav.logout}
            </Button>
          ) : (
            <LinkTo href={login.build()} className={styles.loginLink}>
              {nav.login}
            </LinkTo>
          )}
        </>
      }
    />
  );
}
