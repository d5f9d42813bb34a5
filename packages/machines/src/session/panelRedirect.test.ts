import { ROLES } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { panelRedirect } from './panelRedirect.ts';

const root = [ROLES.rootAdmin];
const admin = [ROLES.admin];
const member = [ROLES.member];

describe('panelRedirect: the role → panel decision (login, the session, the guards, /login)', () => {
  it.each([
    [root, '/superadmin'],
    [admin, '/admin'],
    [member, '/member'],
    [[], '/member'],
    [[ROLES.member, ROLES.admin], '/admin'],
  ])('with no redirect, roles %j go to their own panel, %s', (roles, path) => {
    expect(panelRedirect(roles)).toBe(path);
    expect(panelRedirect(roles, { redirect: null })).toBe(path);
  });

  it('a redirect that is a path of this site wins; another origin never does', () => {
    expect(panelRedirect(member, { redirect: '/admin?by=username&q=hamza' })).toBe(
      '/admin?by=username&q=hamza',
    );
    for (const redirect of ['//evil.example', 'https://evil.example/admin', '/\\evil', ''])
      expect(panelRedirect(admin, { redirect }), redirect).toBe('/admin');
  });

  it.each([
    [root, ROLES.rootAdmin, null],
    [root, ROLES.admin, null],
    [root, ROLES.member, '/superadmin'],
    [admin, ROLES.admin, null],
    [admin, ROLES.rootAdmin, '/admin'],
    [admin, ROLES.member, '/admin'],
    [member, ROLES.member, null],
    [member, ROLES.admin, '/member'],
    [[], ROLES.member, null],
    [[], ROLES.admin, '/member'],
  ])('roles %j on a page of the %s panel: stay (null) or go to %s', (roles, panelOf, to) => {
    expect(panelRedirect(roles, { panelOf })).toBe(to);
  });
});
