/** View Members' filter of the memberships about to end (issue 20), and its Expiry column. */
export const membersExpiring = {
  filter: (days: number) => `Expires within ${days} days`,
  expiry: 'Expiry date',
} as const;
