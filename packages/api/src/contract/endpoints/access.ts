/** Who may call an endpoint, by role (`access` of the endpoints' definitions). */
import { ROLES } from '../constants.ts';

export const admins = [ROLES.admin] as const;
export const rootAdmins = [ROLES.rootAdmin] as const;
export const members = [ROLES.member] as const;
export const membersAndAdmins = [ROLES.member, ROLES.admin] as const;
/** Every signed-in user: members, admins and (holding every admin right) root admins. */
export const signedIn = membersAndAdmins;
