import { ApiError, type MemberCard, type MembershipInfo, type MemberSelf } from '@mijas/api';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../lib/flow-overrides.tsx';
import { resolves } from '@mijas/flows/actors';
import { signedInDevices } from '@mijas/machines/testing/sessions';
import { accountPasskeys } from '@mijas/machines/testing/passkeys';

/** Fakes for the member page's stories and component tests: no server, each actor answers as told. */

export const MEMBER_ID = '0b6a3c1e-8a7e-4d0e-9a57-2f1f6a1c0d11';

export const demoMember: MemberSelf = {
  id: MEMBER_ID,
  username: 'sara.haddad',
  email: 'sara@mijas.example.com',
  emailIsVerified: true,
  firstName: 'Sara',
  lastName: 'Haddad',
  gender: 'F',
  dateOfBirth: '1995-04-02',
  major: 'Civil Engineering',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Rainbow St 12, Jabal Amman',
};

/** Midday, so the day is the same in every time zone the tests run in. */
export const EXPIRY = '2027-06-30T12:00:00.000Z';

export const activeMembership: MembershipInfo = {
  memberId: MEMBER_ID,
  username: 'sara.haddad',
  email: 'sara@mijas.example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  isActive: true,
  expiryDate: EXPIRY,
};

export const inactiveMembership: MembershipInfo = {
  ...activeMembership,
  isActive: false,
  expiryDate: '2025-01-31T12:00:00.000Z',
};

/** `GET /Member/card` of the active member: its link carries the card's id (issue 30). */
export const demoCard: MemberCard = {
  memberNumber: 42,
  fullName: 'Sara Haddad',
  status: 'active',
  expiryDate: EXPIRY,
  verifyUrl: 'https://mijas.example.com/verify/q3Vt9ZpLw0Xk2cYh7RmB_A',
};

/** The same card after "Replace my card": a new id. */
export const replacedCard: MemberCard = {
  ...demoCard,
  verifyUrl: 'https://mijas.example.com/verify/N8fJ2sQe-Vd4hTzK6yWm1g',
};

export const inactiveCard: MemberCard = {
  ...demoCard,
  status: 'inactive',
  expiryDate: inactiveMembership.expiryDate,
};

export function status(code: number, body: unknown = { message: `Status ${code}` }): ApiError {
  return new ApiError({ status: code, body });
}

export interface MemberFlowActors {
  loadMember?: AnyActorLogic;
  loadMembership?: AnyActorLogic;
  /** The card's own call (`GET /Member/card`). */
  loadCard?: AnyActorLogic;
  /** "Replace my card" (`POST /Member/card/replace`). */
  replaceCard?: AnyActorLogic;
  /** The contact form's save (its `submit`). */
  saveMember?: AnyActorLogic;
  /**
   * The contact form's code and rules (the phone's and the country's), fetched at the first Edit (its output:
   * the form's machine); the real ones when absent.
   */
  loadContactForm?: AnyActorLogic;
  /** The card page's latest renewal request (`GET /Member/renewal-requests`): none by default. */
  loadRenewalStatus?: AnyActorLogic;
}

/** The member page machine's implementations: a loaded active member unless told otherwise. */
export function memberFlows(
  actors: MemberFlowActors = {},
  extra: Omit<FlowImplementations, 'actors'> = {},
): Record<string, FlowImplementations> {
  const {
    saveMember = resolves({ message: 'Updated.' }),
    loadMembership = resolves(activeMembership),
    loadCard = resolves(demoCard),
    replaceCard = resolves(replacedCard),
    loadMember = resolves(demoMember),
    loadContactForm,
    loadRenewalStatus = resolves(null),
  } = actors;
  return {
    // The card on the Membership sub-page: the SPEC fields' call and its own (`extra`: e.g. no session user).
    memberCard: { ...extra, actors: { loadMembership, loadCard, replaceCard } },
    // The record on My Profile.
    memberProfile: { actors: { loadMember, ...(loadContactForm ? { loadContactForm } : {}) } },
    // The contact form the profile opens: a child machine, provided by its own id.
    memberContactForm: { actors: { submit: saveMember } },
    // The card page's Renewal card (issue 34).
    renewalStatus: { actors: { load: loadRenewalStatus } },
    // Signed-in devices on My Profile (issue 35).
    sessions: { actors: { loadSessions: resolves(signedInDevices) } },
    // Passkeys on My Profile (issue 35).
    passkeys: { actors: { loadPasskeys: resolves(accountPasskeys) } },
  };
}
