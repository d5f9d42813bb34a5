import {
  PAGE_SIZE,
  type AdminDetails,
  type AdminListItem,
  type AdminListResponse,
} from '@mijas/api';
import type { LoadAdminsInput } from '@mijas/machines';
import { fromPromise } from 'xstate';

const people = [
  ['lina.khalil', 'Lina', 'Khalil', 'F'],
  ['omar.saleh', 'Omar', 'Saleh', 'M'],
  ['rana.haddad', 'Rana', 'Haddad', 'F'],
  ['yousef.nasser', 'Yousef', 'Nasser', 'M'],
  ['dana.azzam', 'Dana', 'Azzam', 'F'],
  ['khaled.odeh', 'Khaled', 'Odeh', 'M'],
  ['maya.qasem', 'Maya', 'Qasem', 'F'],
  ['tariq.hamdan', 'Tariq', 'Hamdan', 'M'],
  ['noor.jaber', 'Noor', 'Jaber', 'F'],
  ['sami.barakat', 'Sami', 'Barakat', 'M'],
  ['hala.masri', 'Hala', 'Masri', 'F'],
  ['fadi.shami', 'Fadi', 'Shami', 'M'],
] as const;

/** Twelve admins (two pages): the second is inactive, the third unverified, the fourth has only an email. */
export const demoAdmins: AdminListItem[] = people.map(
  ([username, firstName, lastName, gender], i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    username,
    email: `${username}@mijas.example.com`,
    firstName: i === 3 ? null : firstName,
    lastName: i === 3 ? null : lastName,
    gender: i === 3 ? null : gender,
    dateOfBirth: i === 3 ? null : `19${80 + i}-0${(i % 9) + 1}-1${i % 9}`,
    major: i === 3 ? null : 'Civil Engineering',
    phoneNumber: i === 3 ? null : `+96279000${String(1000 + i)}`,
    nationality: i === 3 ? null : 'Jordan',
    country: 'Jordan',
    city: i === 3 ? null : 'Amman',
    addressDetails: i === 3 ? null : `Street ${i + 1}, Jabal Amman`,
    emailIsVerified: i !== 2 && i !== 3,
    isActiveUser: i !== 1,
    createdAt: `2025-0${(i % 9) + 1}-0${(i % 9) + 1}T09:30:00.000Z`,
  }),
);

/** The detail record of a list item (`isActive` as SPEC §3 spells it there). */
export function detailsOf(admin: AdminListItem): AdminDetails {
  const { isActiveUser, ...rest } = admin;
  return { ...rest, isActive: isActiveUser };
}

/** What `GET /RootAdmin/admins` would answer for this page and search, over `admins`. */
export function pageOfAdmins(
  admins: readonly AdminListItem[],
  { page, applied }: Pick<LoadAdminsInput, 'page' | 'applied'>,
): AdminListResponse {
  const needle = applied?.value.toLowerCase() ?? '';
  const matches = admins.filter((admin) => {
    if (!applied) return true;
    const haystack =
      applied.searchBy === 'fullName'
        ? `${admin.firstName ?? ''} ${admin.lastName ?? ''}`
        : applied.searchBy === 'email'
          ? admin.email
          : admin.username;
    return haystack.toLowerCase().includes(needle);
  });
  return {
    admins: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalCount: matches.length,
  };
}

/** The list's loader over `admins`, answered at once. */
export const loadAdminsFrom = (admins: readonly AdminListItem[]) =>
  fromPromise<AdminListResponse, LoadAdminsInput>(async ({ input }) => pageOfAdmins(admins, input));
