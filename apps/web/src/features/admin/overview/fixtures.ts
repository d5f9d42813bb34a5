import type { Overview } from '@mijas/api';

/** Twelve months from `first` ('2025-12'), oldest first, with their counts. */
function months(first: string, counts: readonly number[]) {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return counts.map((count, i) => ({
    month: new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 7),
    count,
  }));
}

const renewals = [9, 12, 7, 15, 11, 4, 6, 18, 14, 10, 8, 13];

/** The club on 26 November 2026: a year of members joining, renewing (25 dinars each) and ending. */
export const overview: Overview = {
  totals: {
    members: 1284,
    active: 812,
    expiringSoon: 37,
    expired: 301,
    neverMember: 171,
    unverified: 46,
    newApplications: 5,
  },
  newMembersByMonth: months('2025-12', [22, 31, 18, 40, 27, 12, 9, 35, 44, 29, 24, 17]),
  renewalsByMonth: months('2025-12', renewals).map((m) => ({ ...m, amount: m.count * 25 })),
  endingByMonth: months('2026-11', [14, 23, 31, 19, 8, 26, 12, 17, 33, 21, 10, 15]),
  revenueByMonth: months('2025-12', renewals).map((m) => ({ ...m, amount: m.count * 25000 })),
  currency: 'JOD',
  generatedAt: '2026-11-26T08:00:00.000Z',
};

/** A new club: nobody yet, every month 0. */
export const emptyOverview: Overview = {
  totals: {
    members: 0,
    active: 0,
    expiringSoon: 0,
    expired: 0,
    neverMember: 0,
    unverified: 0,
    newApplications: 0,
  },
  newMembersByMonth: overview.newMembersByMonth.map((m) => ({ ...m, count: 0 })),
  renewalsByMonth: overview.renewalsByMonth.map((m) => ({ ...m, count: 0, amount: 0 })),
  endingByMonth: overview.endingByMonth.map((m) => ({ ...m, count: 0 })),
  revenueByMonth: overview.revenueByMonth.map((m) => ({ ...m, count: 0, amount: 0 })),
  currency: 'JOD',
  generatedAt: overview.generatedAt,
};
