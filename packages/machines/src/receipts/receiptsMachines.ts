import type { ApiClient, Receipt, RenewalRequest } from '@mijas/api';
import { loadMachine } from './loadMachine.ts';

export interface MemberReceiptsInput {
  api: Pick<ApiClient, 'getMyReceipts'>;
}

/** The member's receipts (`/member/receipts`), newest first as the server lists them. */
export const memberReceiptsMachine = loadMachine<MemberReceiptsInput, Receipt[]>(
  'memberReceipts',
  async ({ api }, signal) => (await api.getMyReceipts({ signal })).receipts,
);

/** Whose receipt a page asks for: a member their own (`/member/receipts/…`), an admin anyone's. */
export type ReceiptScope = 'member' | 'admin';

export interface ReceiptInput {
  api: Pick<ApiClient, 'getMyReceipt' | 'getReceipt'>;
  scope: ReceiptScope;
  receiptNumber: string;
}

/** One receipt, printable (`/member/receipts/:receiptNumber`, `/admin/receipts/:receiptNumber`). */
export const receiptMachine = loadMachine<ReceiptInput, Receipt>(
  'receipt',
  ({ api, scope, receiptNumber }, signal) =>
    scope === 'admin'
      ? api.getReceipt(receiptNumber, { signal })
      : api.getMyReceipt(receiptNumber, { signal }),
);

export interface RenewalStatusInput {
  api: Pick<ApiClient, 'getMyRenewalRequests'>;
}

/**
 * The member's latest renewal request that was not cancelled (the card's page shows it: pending, rejected with
 * its reason, confirmed with its receipt), or null for none.
 */
export function latestRenewalRequest(requests: readonly RenewalRequest[]): RenewalRequest | null {
  return (
    requests
      .filter((request) => request.status !== 'cancelled')
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null
  );
}

/** The card page's line about the member's renewal request (`latestRenewalRequest`). */
export const renewalStatusMachine = loadMachine<RenewalStatusInput, RenewalRequest | null>(
  'renewalStatus',
  async ({ api }, signal) =>
    latestRenewalRequest((await api.getMyRenewalRequests({ signal })).requests),
);
