import { LOCALE_NAMES, LOCALES } from '@mijas/api';
import { AppShell, Heading, Inline, LanguageSwitch, Stack, Text, type NavItem } from '@mijas/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { localeHref } from '../../i18n/locale-href.ts';
import { useLocale, useText } from '../../i18n/index.ts';
import { useSessionRef } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { HomeIcon, LogoutIcon } from './panel-icons.tsx';

/**
 * One entry of a panel's navigation: the design system's (a sub-page shown in place, `onSelect`, or a page of
 * its own, `href`); its icon is decorative (e.g. from `./panel-icons.tsx`), shown alone when collapsed.
 */
export type PanelNavItem = NavItem;

export interface PanelLayoutProps {
  /** Names the navigation landmark, e.g. 'Member panel'. */
  navLabel: string;
  /** The panel's sub-pages, in order. Home comes before them and Logout after them, built in. */
  items: readonly PanelNavItem[];
  /** Runs when Home is chosen, just before going to `/` (the member panel allows home access here). */
  onHome?: () => void;
  /** The sub-page's title: the main landmark's one level-1 heading, and the browser tab's title. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
  /** Controlled collapse of the navigation (uncontrolled when absent: expanded on wide screens). */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  children: ReactNode;
}

/**
 * The shell of the three dashboards (SPEC §2 /member, /admin, /superadmin): the brand, Home, the panel's
 * sub-pages with the active one marked, Logout, a collapse toggle (a menu button on phones), a skip link, and
 * the main landmark headed by the page's title, with the page's actions and the language switch (English /
 * العربية: every page re-renders in the language chosen) beside it. Logout ends the session (which clears local storage, SPEC §4);
 * the route guard then sends the user to `/`.
 */
export function PanelLayout({
  navLabel,
  items,
  onHome,
  title,
  description,
  actions,
  collapsed,
  onCollapsedChange,
  children,
}: PanelLayoutProps) {
  const { common } = useText();
  const { locale, setLocale } = useLocale();
  const { pathname } = useLocation();
  const session = useSessionRef();
  useDocumentTitle(common.panel.documentTitle(title));
  const navItems: NavItem[] = [
    {
      id: 'home',
      label: common.nav.home,
      icon: <HomeIcon />,
      href: paths.home.build(),
      ...(onHome ? { onSelect: onHome } : {}),
    },
    ...items,
  ];
  const footerItems: NavItem[] = [
    {
      id: 'logout',
      label: common.nav.logout,
      icon: <LogoutIcon />,
      onSelect: () => session.send({ type: 'session.logout' }),
    },
  ];
  return (
    <AppShell
      brand={common.brand}
      navLabel={navLabel}
      items={navItems}
      footerItems={footerItems}
      collapseLabel={common.panel.collapse}
      expandLabel={common.panel.expand}
      skipLinkLabel={common.panel.skipToContent}
      {...(collapsed === undefined ? {} : { collapsed })}
      {...(onCollapsedChange ? { onCollapsedChange } : {})}
    >
      <Stack gap="lg">
        <Inline justify="space-between" align="center" gap="md" wrap>
          <Stack gap="xs">
            <Heading level={1}>{title}</Heading>
            {description ? <Text tone="muted">{description}</Text> : null}
          </Stack>
          <Inline gap="sm" align="center" wrap>
            {actions}
            <LanguageSwitch
              label={common.language}
              languages={LOCALES.map((value) => ({ value, name: LOCALE_NAMES[value] }))}
              value={locale}
              onValueChange={setLocale}
              hrefOf={(value) => localeHref(pathname, value)}
            />
          </Inline>
        </Inline>
        {children}
      </Stack>
    </AppShell>
  );
}
