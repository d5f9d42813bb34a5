import { StatusBadge } from '../Badge/Badge';
import type { StoryCopy } from '../storybook/story-copy';
import type { DataTableColumn } from './DataTable';

/** Sample members for stories and tests (the shape of the admin member list). */
export interface SampleMember {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  emailIsVerified: boolean;
  isActiveUser: boolean;
  hasActiveMembership: boolean;
}

const first = ['Alice', 'Omar', 'Lina', 'Yazan', 'Rana', 'Khaled', 'Dana', 'Sami', 'Noor', 'Faris'];
const last = ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Odeh'];

export const sampleMembers: SampleMember[] = first.map((name, index) => ({
  id: `m-${index + 1}`,
  username: name.toLowerCase(),
  fullName: `${name} ${last[index % last.length]}`,
  email: `${name.toLowerCase()}@example.org`,
  phoneNumber: `+962 7${(index % 3) + 7} 555 01${String(index).padStart(2, '0')}`,
  emailIsVerified: index % 3 !== 1,
  isActiveUser: index % 4 !== 2,
  hasActiveMembership: index % 2 === 0,
}));

/**
 * The View Members columns (the app defines its own; these are for stories), with the app's priorities: the
 * row number and phone give way first, then the email; who and the statuses stay. Headed and with statuses in
 * `copy`'s language.
 */
export function sampleMemberColumns({
  dataTable: { columns },
  badge,
}: StoryCopy): DataTableColumn<SampleMember>[] {
  return [
    { id: 'index', header: '#', cell: (_row, index) => index + 1, align: 'end', priority: 'low' },
    { id: 'username', header: columns.username, cell: (row) => row.username, isolate: true },
    { id: 'fullName', header: columns.fullName, cell: (row) => row.fullName },
    {
      id: 'email',
      header: columns.email,
      cell: (row) => row.email,
      priority: 'medium',
      isolate: true,
    },
    // Phone numbers read left to right in an Arabic layout too.
    {
      id: 'phone',
      header: columns.phoneNumber,
      cell: (row) => row.phoneNumber,
      priority: 'low',
      isolate: 'ltr',
    },
    {
      id: 'emailStatus',
      header: columns.emailStatus,
      cell: (row) => (
        <StatusBadge value={row.emailIsVerified} on={badge.verified} off={badge.notVerified} />
      ),
    },
    {
      id: 'account',
      header: columns.accountStatus,
      cell: (row) => (
        <StatusBadge value={row.isActiveUser} on={badge.active} off={badge.inactive} />
      ),
    },
    {
      id: 'membership',
      header: columns.membershipStatus,
      cell: (row) => (
        <StatusBadge value={row.hasActiveMembership} on={badge.active} off={badge.inactive} />
      ),
    },
  ];
}
