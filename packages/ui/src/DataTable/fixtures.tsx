import { StatusBadge } from '../Badge/Badge';
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
 * row number and phone give way first, then the email; who and the statuses stay.
 */
export const sampleMemberColumns: DataTableColumn<SampleMember>[] = [
  { id: 'index', header: '#', cell: (_row, index) => index + 1, align: 'end', priority: 'low' },
  { id: 'username', header: 'Username', cell: (row) => row.username, isolate: true },
  { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName },
  { id: 'email', header: 'Email', cell: (row) => row.email, priority: 'medium', isolate: true },
  // Phone numbers read left to right in an Arabic layout too.
  {
    id: 'phone',
    header: 'Phone Number',
    cell: (row) => row.phoneNumber,
    priority: 'low',
    isolate: 'ltr',
  },
  {
    id: 'emailStatus',
    header: 'Email Status',
    cell: (row) => <StatusBadge value={row.emailIsVerified} on="Verified" off="Not Verified" />,
  },
  {
    id: 'account',
    header: 'Account Status',
    cell: (row) => <StatusBadge value={row.isActiveUser} on="Active" off="Inactive" />,
  },
  {
    id: 'membership',
    header: 'Membership Status',
    cell: (row) => <StatusBadge value={row.hasActiveMembership} on="Active" off="Inactive" />,
  },
];
