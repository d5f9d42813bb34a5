/**
 * The roles and what each may open, written once: the session machine (where login lands, the navbar's panel
 * link, the first-paint hint), the router's guards and the server's guard all read it.
 */
import { ROLES, type Role } from './constants.ts';
import { messages } from './messages.ts';

/**
 * SPEC §2 and §6: each role's panel, highest role first (a user holding several roles gets the first one's):
 * its address, the navbar's link text (read in the current language), and its name in the first-paint hint
 * (`first-paint.ts`).
 */
export const PANELS = [
  {
    role: ROLES.rootAdmin,
    name: 'superadmin',
    path: '/superadmin',
    get label(): string {
      return messages.panels.superadmin;
    },
  },
  {
    role: ROLES.admin,
    name: 'admin',
    path: '/admin',
    get label(): string {
      return messages.panels.admin;
    },
  },
  {
    role: ROLES.member,
    name: 'member',
    path: '/member',
    get label(): string {
      return messages.panels.member;
    },
  },
] as const;
export type Panel = (typeof PANELS)[number];
export type PanelName = Panel['name'];
export type PanelPath = Panel['path'];

/** The panel of a user holding `roles`: the highest role's; one holding none gets the member panel. */
export function panelFor(roles: readonly string[]): Panel {
  return PANELS.find((panel) => roles.includes(panel.role)) ?? PANELS[2];
}

/** Whether `value` names one of our roles (a token or a database row may carry anything). */
export function isRole(value: string): value is Role {
  return (Object.values(ROLES) as string[]).includes(value);
}

/**
 * Who may call an endpoint or open a page: `public` (anyone), or the roles allowed. Roles are hierarchical: a
 * root admin may do what an admin may (see `roleSatisfies`), so `[ROLES.admin]` admits root admins too.
 */
export type EndpointAccess = 'public' | readonly Role[];

/** Role hierarchy: a root admin holds every admin right; admins and members hold only their own. */
export function roleSatisfies(held: string, required: Role): boolean {
  return held === required || (held === ROLES.rootAdmin && required === ROLES.admin);
}

/** Whether a user holding `roles` may call an endpoint (or open a page) with `access`. */
export function canAccess(access: EndpointAccess, roles: readonly string[]): boolean {
  if (access === 'public') return true;
  return access.some((required) => roles.some((held) => roleSatisfies(held, required)));
}
