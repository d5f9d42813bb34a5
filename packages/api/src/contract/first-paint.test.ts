import { describe, expect, it } from 'vitest';
import { barePageCookie, firstPaintCookies } from './first-paint-cookies.ts';
import {
  isSignedInPage,
  panelOfPage,
  barePanelPageFor,
  prerenderedPageFits,
  prerenderedPanelFor,
  prerenderedPanelOf,
} from './panel-pages.ts';
import { FIRST_PAINT_COOKIES, firstPaintHintFrom, firstPaintOf } from './first-paint.ts';

describe('the first paint of /', () => {
  it('is the landing as each role sees it; a member without home access goes to /member', () => {
    expect(firstPaintOf(null)).toBeNull();
    expect(firstPaintOf({ panel: 'superadmin', homeAllowed: false, kept: false })).toEqual({
      landing: 'superadmin',
    });
    expect(firstPaintOf({ panel: 'admin', homeAllowed: false, kept: false })).toEqual({
      landing: 'admin',
    });
    expect(firstPaintOf({ panel: 'member', homeAllowed: false, kept: false })).toEqual({
      redirect: '/member',
    });
    expect(firstPaintOf({ panel: 'member', homeAllowed: true, kept: false })).toEqual({
      landing: 'member',
    });
  });

  it('reads the hint from the cookies, and nothing from anything else', () => {
    expect(firstPaintHintFrom({ mijas_panel: 'admin' })).toEqual({
      panel: 'admin',
      homeAllowed: false,
      kept: false,
    });
    expect(firstPaintHintFrom({ mijas_panel: 'member', mijas_home: '1', mijas_kept: '1' })).toEqual(
      {
        panel: 'member',
        homeAllowed: true,
        kept: true,
      },
    );
    for (const cookies of [
      {},
      { mijas_panel: '' },
      { mijas_panel: 'root' },
      { mijas_panel: 'ADMIN' },
      { mijas_panel: '../admin' },
      { mijas_panel: 'toString' },
      { mijas_home: '1' },
      { mijas_kept: '1' },
    ])
      expect(firstPaintHintFrom(cookies)).toBeNull();
  });

  it('writes the panel and the kept flag for as long as the session is kept, the home flag for the browser session', () => {
    const remembered = firstPaintCookies(
      { panel: 'member', homeAllowed: true, kept: true },
      { secure: false },
    );
    expect(remembered).toEqual([
      'mijas_panel=member; Path=/; SameSite=Lax; Max-Age=34560000',
      'mijas_home=1; Path=/; SameSite=Lax',
      'mijas_kept=1; Path=/; SameSite=Lax; Max-Age=34560000',
    ]);
    const thisSession = firstPaintCookies(
      { panel: 'admin', homeAllowed: false, kept: false },
      { secure: true },
    );
    expect(thisSession).toEqual([
      'mijas_panel=admin; Path=/; SameSite=Lax; Secure',
      'mijas_home=; Path=/; SameSite=Lax; Secure; Max-Age=0',
      'mijas_kept=; Path=/; SameSite=Lax; Secure; Max-Age=0',
    ]);
    expect(firstPaintCookies(null, { secure: false })).toEqual([
      `${FIRST_PAINT_COOKIES.panel}=; Path=/; SameSite=Lax; Max-Age=0`,
      `${FIRST_PAINT_COOKIES.home}=; Path=/; SameSite=Lax; Max-Age=0`,
      `${FIRST_PAINT_COOKIES.kept}=; Path=/; SameSite=Lax; Max-Age=0`,
      `${FIRST_PAINT_COOKIES.page}=; Path=/; SameSite=Lax; Max-Age=0`,
    ]);
  });

  it("reads and writes the sub-page a panel's bare address opens (the admin's remembered one)", () => {
    expect(barePageCookie('overview', { secure: true })).toBe(
      'mijas_page=overview; Path=/; SameSite=Lax; Secure; Max-Age=34560000',
    );
    expect(firstPaintHintFrom({ mijas_panel: 'admin', mijas_page: 'member-history' })).toEqual({
      panel: 'admin',
      homeAllowed: false,
      kept: false,
      page: 'member-history',
    });
    // Nothing that could be another address: no page.
    for (const page of ['', '../login', 'Overview', 'view members', 'overview?x=1', 'a'.repeat(41)])
      expect(
        firstPaintHintFrom({ mijas_panel: 'admin', mijas_page: page }),
        page,
      ).not.toHaveProperty('page');
  });
});

describe('the pages only a signed-in user sees', () => {
  it("are each panel's address and those under it, and SPEC §2's panel routes, in any case, trailing slash or not", () => {
    for (const page of [
      '/member',
      '/admin',
      '/admin/overview',
      '/Admin/View-Members/',
      '/superadmin/create-admin',
      '/view-members',
      '/update-member',
      '/view-admins',
      '/update-admin',
    ])
      expect(isSignedInPage(page), page).toBe(true);
    for (const page of [
      '/',
      '/login',
      '/forgot',
      '/verify/x',
      '/members',
      '/administrator',
      '/no-such-page',
    ])
      expect(isSignedInPage(page), page).toBe(false);
  });
});

describe('the panel a page belongs to', () => {
  it("is the panel at the page's address or above it, in any case, trailing slash or not; none elsewhere", () => {
    expect(panelOfPage('/member')).toBe('member');
    expect(panelOfPage('/admin')).toBe('admin');
    expect(panelOfPage('/Admin/View-Members/')).toBe('admin');
    expect(panelOfPage('/superadmin/create-admin')).toBe('superadmin');
    for (const page of [
      '/',
      '/login',
      '/administrator',
      '/view-members',
      '/members',
      '/superadmins/x',
    ])
      expect(panelOfPage(page), page).toBeNull();
  });
});

describe('the prerendered page of a panel', () => {
  it("stands for the panel's addresses asked for with no parameter but the language", () => {
    expect(prerenderedPanelOf('/admin/overview', '')).toBe('admin');
    expect(prerenderedPanelOf('/member', '?lang=ar')).toBe('member');
    expect(prerenderedPanelOf('/member', '?tab=profile')).toBeNull();
    expect(prerenderedPanelOf('/admin/view-members', '?lang=en&by=username&q=dana')).toBeNull();
    expect(prerenderedPanelOf('/login', '')).toBeNull();
  });

  it("fits a browser whose hint names its panel; the card's page only a session kept with Remember Me", () => {
    const admin = { panel: 'admin', homeAllowed: false, kept: false } as const;
    const member = { panel: 'member', homeAllowed: false, kept: true } as const;
    expect(prerenderedPageFits(admin, '/admin/overview', '')).toBe(true);
    expect(prerenderedPageFits(admin, '/member', '')).toBe(false);
    expect(prerenderedPageFits(null, '/admin/overview', '')).toBe(false);
    expect(prerenderedPageFits(member, '/member', '?lang=ar')).toBe(true);
    expect(prerenderedPageFits(member, '/Member/', '')).toBe(true);
    expect(prerenderedPageFits({ ...member, kept: false }, '/member', '')).toBe(false);
    expect(prerenderedPageFits({ ...member, kept: false }, '/member/receipts', '')).toBe(true);
  });

  it("is the admin's page for a root admin on the admin panel's addresses, no panel's for a role below it", () => {
    const root = { panel: 'superadmin', homeAllowed: false, kept: false } as const;
    const admin = { panel: 'admin', homeAllowed: false, kept: true } as const;
    const member = { panel: 'member', homeAllowed: false, kept: true } as const;
    expect(prerenderedPanelFor(root, '/admin/view-members', '')).toBe('admin');
    expect(prerenderedPanelFor(root, '/superadmin/view-admins', '?lang=ar')).toBe('superadmin');
    expect(prerenderedPanelFor(root, '/member', '')).toBeNull();
    expect(prerenderedPanelFor(root, '/admin/view-members', '?q=dana')).toBeNull();
    expect(prerenderedPanelFor(admin, '/superadmin/view-admins', '')).toBeNull();
    expect(prerenderedPanelFor(admin, '/admin/overview', '')).toBe('admin');
    expect(prerenderedPanelFor(member, '/admin/overview', '')).toBeNull();
    expect(prerenderedPanelFor(null, '/member', '')).toBeNull();
    expect(prerenderedPageFits(root, '/admin/overview', '')).toBe(true);
  });

  it("sends a panel's bare address on to the sub-page it opens, for a browser whose hint's role may open that panel", () => {
    const root = { panel: 'superadmin', homeAllowed: false, kept: false } as const;
    expect(barePanelPageFor(root, '/superadmin', '')).toBe('/superadmin/view-admins');
    expect(barePanelPageFor(root, '/SuperAdmin/', '?lang=ar')).toBe(
      '/superadmin/view-admins?lang=ar',
    );
    // An old tab (`?tab=`) or any other parameter is the panel's own to read; a sub-page is its own address.
    expect(barePanelPageFor(root, '/superadmin', '?tab=create')).toBeNull();
    expect(barePanelPageFor(root, '/superadmin/plans', '')).toBeNull();
    // The admin's panel opens the sub-page its browser remembers, where its hint names one; the root admin's
    // ignores any; no hint, or a panel whose role may not open it: the address stays.
    expect(barePanelPageFor({ ...root, panel: 'admin' }, '/admin', '')).toBeNull();
    expect(
      barePanelPageFor({ ...root, panel: 'admin', page: 'overview' }, '/admin/', '?lang=ar'),
    ).toBe('/admin/overview?lang=ar');
    expect(
      barePanelPageFor({ ...root, panel: 'admin', page: 'overview' }, '/admin', '?by=email'),
    ).toBeNull();
    expect(barePanelPageFor({ ...root, page: 'plans' }, '/superadmin', '')).toBe(
      '/superadmin/view-admins',
    );
    expect(barePanelPageFor({ ...root, panel: 'member', page: 'renew' }, '/member', '')).toBeNull();
    expect(barePanelPageFor({ ...root, panel: 'admin' }, '/superadmin', '')).toBeNull();
    expect(barePanelPageFor(null, '/superadmin', '')).toBeNull();
    // A root admin's browser that opened the admins' panel: its remembered sub-page, as an admin's.
    expect(barePanelPageFor({ ...root, page: 'payments' }, '/admin', '')).toBe('/admin/payments');
    expect(barePanelPageFor(root, '/admin', '')).toBeNull();
  });
});
