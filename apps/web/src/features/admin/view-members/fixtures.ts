import {
  ApiError,
  messages,
  PAGE_SIZE,
  type BulkActionRequest,
  type MemberDetails,
  type MemberListItem,
  type MemberListResponse,
  type MessageResponse,
  type PlansResponse,
  type RenewMembershipResponse,
} from '@mijas/api';
import { adminPlans } from '@mijas/machines/testing/office';
import type { LoadMembersInput } from '@mijas/machines';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { fromPromise } from 'xstate';

const people = [
  ['rania.obeidat', 'Rania', 'Obeidat', 'F'],
  ['ali.haddad', 'Ali', 'Haddad', 'M'],
  ['dana.azzam', 'Dana', 'Azzam', 'F'],
  ['omar.saleh', 'Omar', 'Saleh', 'M'],
  ['lina.khalil', 'Lina', 'Khalil', 'F'],
  ['khaled.odeh', 'Khaled', 'Odeh', 'M'],
  ['maya.qasem', 'Maya', 'Qasem', 'F'],
  ['tariq.hamdan', 'Tariq', 'Hamdan', 'M'],
  ['noor.jaber', 'Noor', 'Jaber', 'F'],
  ['sami.barakat', 'Sami', 'Barakat', 'M'],
  ['hala.masri', 'Hala', 'Masri', 'F'],
  ['fadi.shami', 'Fadi', 'Shami', 'M'],
  ['alia.nsour', 'Alia', 'Nsour', 'F'],
] as const;

/**
 * Thirteen members (two pages). The first is active, verified, with a membership; the second is unverified;
 * the third is an inactive account; the fourth has no membership and only a username and an email.
 */
export const demoMembers: MemberListItem[] = people.map(
  ([username, firstName, lastName, gender], i) => {
    const bare = i === 3;
    return {
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      username,
      email: `${username}@mijas.example.com`,
      firstName: bare ? null : firstName,
      lastName: bare ? null : lastName,
      gender: bare ? null : gender,
      dateOfBirth: bare ? null : `19${80 + i}-0${(i % 9) + 1}-1${i % 9}`,
      major: bare ? null : 'Mechanical Engineering',
      phoneNumber: bare ? null : `+96279555${String(1000 + i)}`,
      nationality: bare ? null : 'Jordan',
      country: 'Jordan',
      city: bare ? null : 'Amman',
      addressDetails: bare ? null : `${i + 7} Queen Rania Street`,
      isActiveUser: i !== 2,
      hasActiveMembership: i !== 3 && i !== 2,
      membershipExpiry: i === 3 ? null : '2026-12-31T00:00:00.000Z',
      emailIsVerified: i !== 1,
      createdAt: `2025-0${(i % 9) + 1}-0${(i % 9) + 1}T09:30:00.000Z`,
      updatedAt: `2025-0${(i % 9) + 1}-0${(i % 9) + 1}T09:30:00.000Z`,
    };
  },
);

export const [activeMember, unverifiedMember, inactiveMember, bareMember] = demoMembers as [
  MemberListItem,
  MemberListItem,
  MemberListItem,
  MemberListItem,
];

/** What `GET /Admin/members` would answer for this page and search, over `members`. */
export function pageOfMembers(
  members: readonly MemberListItem[],
  { page, applied }: Pick<LoadMembersInput, 'page' | 'applied'>,
): MemberListResponse {
  const needle = applied?.value.toLowerCase() ?? '';
  const matches = applied
    ? members.filter((member) => (member[applied.searchBy] ?? '').toLowerCase().includes(needle))
    : members;
  return {
    members: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalCount: matches.length,
  };
}

export const serverError = new ApiError({ status: 500, body: { message: 'Server down.' } });

export const pending = <T>() => new Promise<T>(() => {});

/** The list's loader over `members`, recording each request. */
export function listActor(
  members: readonly MemberListItem[] = demoMembers,
  calls?: LoadMembersInput[],
) {
  return fromPromise<MemberListResponse, LoadMembersInput>(async ({ input }) => {
    calls?.push(input);
    return pageOfMembers(members, input);
  });
}

export const renewResponse: RenewMembershipResponse = {
  message: 'Membership renewed.',
  actionId: 41,
  renewalId: 17,
  expiryDate: '2027-03-01T00:00:00.000Z',
  receiptNumber: '2026-000017',
};

export interface MemberFlowsOptions {
  list?: ReturnType<typeof fromPromise<MemberListResponse, LoadMembersInput>>;
  details?: (id: string) => Promise<MemberDetails>;
  renew?: () => Promise<RenewMembershipResponse>;
  /** The Renew dialog's plans (issue 34): none by default, the spec's dialog as it was. */
  plans?: () => Promise<PlansResponse>;
  action?: () => Promise<MessageResponse>;
}

/** `GET /Admin/plans` with every plan (two active, one retired), and with none. */
export const withPlans = async (): Promise<PlansResponse> => adminPlans;
export const noPlans = async (): Promise<PlansResponse> => ({ ...adminPlans, plans: [] });

/** The page's machines with fake actors (stories and component tests). */
export function memberFlows({
  list = listActor(),
  details = async (id) => demoMembers.find((member) => member.id === id) ?? activeMember,
  renew = async () => renewResponse,
  plans = noPlans,
  action = async () => ({ message: 'Done.' }),
}: MemberFlowsOptions = {}): Record<string, FlowImplementations> {
  return {
    memberList: { actors: { loadPage: list } },
    // The dialogs' machines, children of the page's machine.
    memberDetails: {
      actors: {
        loadDetails: fromPromise<MemberDetails, { id: string }>(({ input }) => details(input.id)),
      },
    },
    renewMembership: {
      actors: {
        renewMembership: fromPromise(() => renew()),
        loadPlans: fromPromise(() => plans()),
      },
    },
    rowAction: { actors: { runAction: fromPromise(() => action()) } },
  };
}

/**
 * The server's answer to a bulk call: every member done, but those of `failing` (with the server's reason) and
 * of `skipped`; each message the server's own for the action (`apps/server/src/members/bulk.ts`), in the
 * language of the call's moment.
 */
export function bulkAnswer(
  body: BulkActionRequest,
  failing: readonly string[] = [],
  /** Members the action does not apply to (issue 30): skipped, with the server's reason. */
  skipped: readonly string[] = [],
) {
  const done = {
    renew: messages.memberToasts.renewed,
    deactivateMembership: messages.memberToasts.membershipDeactivated,
    sendVerificationEmail: messages.api.verificationSent,
  }[body.action];
  const refused = {
    renew: messages.api.expiryTooLate,
    deactivateMembership: messages.api.membershipNotActive,
    sendVerificationEmail: messages.api.memberNotFound,
  }[body.action];
  return {
    results: body.memberIds.map((memberId) =>
      failing.includes(memberId)
        ? { memberId, ok: false, skipped: false, message: refused }
        : skipped.includes(memberId)
          ? { memberId, ok: false, skipped: true, message: messages.api.emailAlreadyVerified }
          : { memberId, ok: true, skipped: false, message: done },
    ),
  };
}

/** `count` member ids, the demo members' first (a "select all" of a large search). */
export function manyMemberIds(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => demoMembers[i]?.id ?? `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
  );
}
