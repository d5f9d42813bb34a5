/** The admin's Overview sub-page (issue 21). */
export const officeOverview = {
  nav: 'Overview',
  title: 'Overview',
  description: 'The club at a glance: members, memberships, renewals and new applications.',
} as const;
