import {
  type AdminInfo,
  type MemberSuggestionsResponse,
  type MemberAction,
  type MemberListItem,
  type MembershipAction,
  type MemberSuggestion,
  type RenewalDetails,
} from '@mijas/api';

import { memberSuggestionsMachine, type LoadMemberSuggestionsInput } from '@mijas/machines';
import { answers } from '@mijas/flows/actors';

/** Fakes for the admin sub-pages' stories and component tests: no server, each actor answers as told. */

export const adminInfo: AdminInfo = {
  id: '7b0e4c1e-1b7a-4c39-9d1e-3f2a6f1c0a01',
  username: 'admin',
  email: 'admin@mijas.example.com',
  emailIsVerified: true,
  firstName: 'Sara',
  lastName: 'Haddad',
  gender: 'F',
  dateOfBirth: '1988-04-12',
  major: 'Civil Engineering',
  phoneNumber: '0791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Shmeisani, Abdul Hameed Sharaf St. 12',
};

/** An admin created with only a username and an email: every other field shows N/A. */
export const sparseAdminInfo: AdminInfo = {
  id: '7b0e4c1e-1b7a-4c39-9d1e-3f2a6f1c0a02',
  username: 'new.admin',
  email: 'new.admin@mijas.example.com',
  emailIsVerified: false,
  firstName: null,
  lastName: null,
  gender: null,
  dateOfBirth: null,
  major: null,
  phoneNumber: null,
  nationality: null,
  country: null,
  city: null,
  addressDetails: null,
};

export const member: MemberListItem = {
  id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a01',
  username: 'rania.k',
  email: 'rania@mijas.example.com',
  firstName: 'Rania',
  lastName: 'Khalil',
  gender: 'F',
  dateOfBirth: '1994-09-30',
  major: 'Civil Engineering',
  phoneNumber: '0795550200',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Irbid',
  addressDetails: 'University St. 4',
  isActiveUser: true,
  hasActiveMembership: true,
  membershipExpiry: '2027-01-15T10:00:00.000Z',
  emailIsVerified: true,
  createdAt: '2025-03-02T09:30:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
};

/** Members the history fakes mix (a partial search finds several) and the search suggests. */
export const historyMembers: MemberSuggestion[] = [
  { id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a01', username: 'rania.k', fullName: 'Rania Khalil' },
  { id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a02', username: 'rami.nasser', fullName: 'Rami Nasser' },
  {
    id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a03',
    username: 'hamza.obeidat1',
    fullName: 'Hamza Obeidat',
  },
  { id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a04', username: 'member', fullName: 'Demo Member' },
];

/** The fake members a search suggests: usernames or names containing `search`. */
export function suggestedMembers(search: string): MemberSuggestion[] {
  const needle = search.trim().toLowerCase();
  return historyMembers.filter((member) =>
    `${member.username} ${member.fullName ?? ''}`.toLowerCase().includes(needle),
  );
}

/**
 * A history page's suggestions (its child `memberSuggestions`), answering from `historyMembers` unless told;
 * `calls` records the texts looked up.
 */
export function suggestionsActor(
  answer: (query: string) => MemberSuggestionsResponse | Promise<MemberSuggestionsResponse> = (
    query,
  ) => ({ members: suggestedMembers(query) }),
) {
  const loadSuggestions = answers<MemberSuggestionsResponse, LoadMemberSuggestionsInput>(
    ({ query }) => answer(query),
  );
  return Object.assign(memberSuggestionsMachine.provide({ actors: { loadSuggestions } }), {
    calls: loadSuggestions.calls,
  });
}

/**
 * Whose rows a history fake answers: the picked member only (`exact`), else every fake member whose username
 * contains the text (an unknown text: one member of that name, so any search shows rows).
 */
export function historySubjects(username: string, exact = false): MemberSuggestion[] {
  const needle = username.trim().toLowerCase();
  const found = historyMembers.filter((member) =>
    exact ? member.username === needle : member.username.includes(needle),
  );
  return found.length || exact ? found : [{ id: '', username: needle, fullName: null }];
}

/** Membership actions of `subjects` in turn: renewals with details, every fourth a deactivation. */
export function membershipActions(
  count: number,
  subjects: readonly MemberSuggestion[] = historySubjects('member', true),
): MembershipAction[] {
  return Array.from({ length: count }, (_, index) => {
    const deactivation = index % 4 === 3;
    const subject = subjects[index % subjects.length];
    return {
      actionId: 100 + index,
      memberUserName: subject?.username ?? 'member',
      memberFullName: subject?.fullName ?? null,
      madeByUserName: index === 1 ? null : 'admin',
      createdAt: new Date(Date.UTC(2026, 0, 1 + index, 9, 30)).toISOString(),
      actionType: deactivation ? 1 : 0,
      expiryTime: deactivation ? null : new Date(Date.UTC(2027, 0, 1 + index)).toISOString(),
      renewalId: deactivation ? null : 500 + index,
    } satisfies MembershipAction;
  });
}

export function renewalDetails(renewalId: number): RenewalDetails {
  return {
    renewalId,
    expiresAt: '2027-01-01T00:00:00.000Z',
    amount: 150.5,
    numberOfDays: 365,
  };
}

/** Member actions of `subjects` in turn: Create, Update, Activate, Deactivate, Delete in turn. */
export function memberActions(
  count: number,
  subjects: readonly MemberSuggestion[] = historySubjects('member', true),
): MemberAction[] {
  return Array.from({ length: count }, (_, index) => ({
    userActionId: 300 + index,
    userName: subjects[index % subjects.length]?.username ?? 'member',
    userFullName: subjects[index % subjects.length]?.fullName ?? null,
    madeByUserName: index === 2 ? null : 'admin',
    actionCreatedAt: new Date(Date.UTC(2026, 1, 1 + index, 14, 5)).toISOString(),
    actionTypeId: ((index % 5) + 1) as MemberAction['actionTypeId'],
  }));
}

/** A page of 10 of `items`, as the history endpoints answer. */
export function pageOf<T>(items: readonly T[], page: number) {
  return { membershipActions: items.slice((page - 1) * 10, page * 10), totalCount: items.length };
}
