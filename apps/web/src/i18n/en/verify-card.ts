/** Texts of the public card check `/verify/:token` (issue 20): what a partner sees after scanning a card. */
export const verifyCard = {
  /** The page's heading and the tab's title. */
  title: 'Membership check',
  /** The mark above the answer: the answer comes from the club's server, not from the card. */
  checkedWith: 'Checked with MIJAS Club',
  loading: 'Checking the card...',
  fullName: 'Member',
  status: 'Membership',
  statuses: {
    active: 'Active',
    expired: 'Expired',
    inactive: 'Not active',
  },
  /** What each status means for the partner, under the badge. */
  statusHints: {
    active: 'This member may use the partner offers.',
    expired: 'This membership has ended. The member can renew it with the club.',
    inactive: 'This card has no active membership.',
  },
  /** Under Active: until when it runs. */
  expiryDate: 'Expiry date',
  /** Under Expired: the day it ended. Under Not active there is no date (issue 30). */
  expiredOn: (date: string) => `Expired on ${date}`,
  checkedAt: (when: string) => `Checked at ${when}`,
  refusedTitle: 'Not a valid card',
  refusedHint: 'Ask the member to open their card in the MIJAS Club app and show it again.',
  rateLimitedTitle: 'Too many checks',
  failedTitle: 'The card could not be checked',
  failedHint: 'Check your internet connection, then try again.',
  retry: 'Try again',
} as const;
