import {
  messages,
  renewedExpiry,
  renewMembershipRequestSchema,
  type RenewMembershipRequest,
} from '@mijas/api';

/**
 * Renew's checks, shared by the Renew Membership dialog (`renewMembershipMachine`) and a bulk renewal
 * (`bulkActionMachine`): a module of their own, so that the admin pages' code, which holds the bulk action, does
 * without the dialog's machine (it comes when the dialog first opens, issue 32).
 */

/** The fields of a renewal as typed. */
export type RenewField = 'days' | 'amount' | 'method' | 'reference';

/**
 * The renew request the typed values make, or the alert: SPEC §5 (days an integer > 0, amount ≥ 0) gives
 * '❌ Invalid input: …'; the contract's further limits (at most the dinar's 3 decimals, a maximum, and, when the running
 * membership is known, the latest expiry) give the contract's words.
 */
export function checkRenewal(
  memberId: string,
  days: string,
  amount: string,
  membership?: { running: Date | null; now: Date },
): { ok: true; body: RenewMembershipRequest } | { ok: false; error: string } {
  const numberOfDays = Number(days.trim());
  const paid = Number(amount.trim());
  const specValid =
    days.trim() !== '' &&
    amount.trim() !== '' &&
    Number.isInteger(numberOfDays) &&
    numberOfDays > 0 &&
    Number.isFinite(paid) &&
    paid >= 0;
  if (!specValid) return { ok: false, error: messages.renewModal.invalidInput };
  const result = renewMembershipRequestSchema.safeParse({ memberId, numberOfDays, amount: paid });
  if (!result.success)
    return {
      ok: false,
      error: result.error.issues[0]?.message ?? messages.renewModal.invalidInput,
    };
  if (membership && !renewedExpiry(membership.running, membership.now, result.data.numberOfDays))
    return { ok: false, error: messages.api.expiryTooLate };
  return { ok: true, body: result.data };
}
