/** The admin's Overview sub-page (issue 21). */
export const overview = {
  nav: 'Overview',
  title: 'Overview',
  description: 'The club at a glance: members, memberships, renewals and new applications.',
  loading: 'Loading the overview...',
  retry: 'Try again',
  refresh: 'Refresh',
  /** When the figures were counted: 'Updated 26 November 2026 at 10:00'. */
  updated: (when: string) => `Updated ${when}`,
  figuresLabel: 'The club in figures',
  figures: {
    members: 'Members',
    active: 'Active memberships',
    expiringSoon: (days: number) => `Expiring within ${days} days`,
    expired: 'Expired',
    neverMember: 'Never a member',
    unverified: 'Email not verified',
    newApplications: 'New applications',
  },
  /** What a figure opens, for a screen reader after its number and name. */
  opensList: 'Open the list',
  opensApplications: 'Open Applications',
  charts: {
    newMembersByMonth: {
      title: 'New members per month',
      description: 'Accounts created in each of the last 12 months.',
      count: 'New members',
    },
    renewalsByMonth: {
      title: 'Renewals per month',
      description: 'Memberships renewed in each of the last 12 months, and what they brought.',
      count: 'Renewals',
    },
    endingByMonth: {
      title: 'Memberships ending per month',
      description: 'Running memberships that end in this month and each of the next 11.',
      count: 'Ending',
    },
  },
  month: 'Month',
  amount: 'Amount',
  /** The renewals chart's total: 'Total: 42 renewals, $1,050.00'. */
  renewalsTotal: (count: string, amount: string) => `Total: ${count} renewals, ${amount}`,
  showTable: 'Show as table',
  showChart: 'Show as chart',
  chartLabel: (title: string) => `${title}: a bar chart; its table follows.`,
  loadingChart: 'Loading the chart...',
  chartUnavailable: 'The chart could not be loaded. Its figures are in the table below.',
  empty: 'Nothing yet: these charts fill as members join, renew and reach their expiry dates.',
  /** One chart with nothing in any of its months (the others have something). */
  chartEmpty: 'Nothing in these 12 months.',
} as const;
