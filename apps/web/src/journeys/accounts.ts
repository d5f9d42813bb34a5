import { ROLES } from '@mijas/api';
import { accountOf, createClub as clubOf, type Account, type Club } from '@mijas/flows/club';
import type { Script } from '@mijas/flows/scripted-api';
import { adminInfo } from '../features/admin/sub-page/fixtures.ts';
import { activeMembership, demoCard, demoMember } from '../features/member/fixtures.ts';

/**
 * The people of the journeys' club (`@mijas/flows/club`): the member and the admin the pages' fixtures show,
 * with the demo passwords.
 */

export const MEMBER_PASSWORD = 'Member#Mijas2026';
export const ADMIN_PASSWORD = 'Admin#Mijas2026';

export const memberAccount = accountOf(demoMember, MEMBER_PASSWORD, ROLES.member);
export const adminAccount = accountOf(adminInfo, ADMIN_PASSWORD, ROLES.admin);

/** A journey's club: its member and its admin, unless it names its own accounts. */
export function createClub(accounts: Account[] = [memberAccount, adminAccount]): Club {
  return clubOf(accounts);
}

/**
 * The member panel's four loads (`/api/v1/Member`, `/api/v1/Member/membership-info`, `/api/v1/Member/card`, and
 * the card page's renewal requests, `/api/v1/Member/renewal-requests`: none), for a signed-in member.
 */
export function memberPanel(club: Club): Script {
  return {
    memberSelf: (request) => club.signedIn(request, () => ({ body: demoMember })),
    membershipInfo: (request) => club.signedIn(request, () => ({ body: activeMembership })),
    memberCard: (request) => club.signedIn(request, () => ({ body: demoCard })),
    memberRenewalRequests: (request) => club.signedIn(request, () => ({ body: { requests: [] } })),
  };
}
