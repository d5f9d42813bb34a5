/**
 * The payments' texts (issue 34) shown outside their own pages: the panels' navigation and titles, the card
 * page's renewal line, the Overview's revenue chart, the Renew dialog's payment fields and a history entry's
 * receipt. The rest loads with the payments' pages (`../page-texts.ts`).
 */
export const paymentsFrame = {
  renewalRequests: {
    nav: 'Renewal requests',
    description:
      "Members' renewals paid by CliQ, bank transfer or cash: confirm what came in, or reject.",
    /** The navigation entry's count, read by screen readers. */
    pendingBadge: (count: number) => `${count} pending`,
  },
  payments: {
    nav: 'Payments',
    description: 'Every payment received, with totals per method and month, for the treasurer.',
  },
  plans: {
    nav: 'Plans',
    title: 'Membership plans',
    description: 'The plans members can renew with: names, length and price.',
  },
  memberNav: { receipts: 'Receipts' },
  /** The card page's line about the member's latest request. */
  renewalStatus: {
    title: 'Renewal',
    renew: 'Renew membership',
    receipts: 'My receipts',
    none: 'Renew your membership online: pay by CliQ, bank transfer or at the office.',
    pending: (plan: string, amount: string) =>
      `Your renewal request (${plan}, ${amount}) is pending: the office renews your membership once your payment has come in.`,
    rejected: 'Your last renewal request was rejected.',
    reason: (reason: string) => `Reason: ${reason}`,
    confirmed: (receipt: string) => `Your last renewal request was confirmed: receipt ${receipt}.`,
    openRequest: 'See the request',
    openReceipt: 'See the receipt',
  },
  /** The Overview's chart of revenue per month. */
  revenue: {
    title: 'Revenue per month',
    description: 'Payments received in each of the last 12 months, and what they brought.',
    count: 'Payments',
  },
  /** The admin's Renew dialog. */
  renew: {
    method: 'Payment method',
    reference: 'Reference (optional)',
    referenceHint: 'A transfer or receipt book reference.',
  },
  history: { receipt: 'Receipt' },
};
