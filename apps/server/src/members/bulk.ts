/**
 * `POST /Admin/members/bulk` (issue 21): one action on many members, each done exactly as its single call does
 * it, in a transaction of its own (with its history entry), in the order given. A member's failure is that
 * member's result and never stops the others; nothing is half-applied for a member.
 */
import {
  BULK_SKIP_CODES,
  messages,
  ROLES,
  type BulkActionRequest,
  type BulkResult,
} from '@mijas/api/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { users } from '../db/schema.ts';
import type { AuthUser } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { deactivateMembership } from '../membership/queries.ts';
import { renewWithReceipt } from '../payments/queries.ts';
import { sendVerificationEmail } from '../verification/verification.ts';

type BulkApp = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'mailer'>;

/** What the action does to one member, as its single call: the success message, or an `ApiError` refusal. */
function memberAction(
  app: BulkApp,
  request: BulkActionRequest,
  caller: AuthUser,
): (memberId: string) => Promise<string> {
  switch (request.action) {
    case 'renew':
      // PUT /Admin/members/renew-membership
      return async (memberId) => {
        await renewWithReceipt(app, {
          memberId,
          numberOfDays: request.numberOfDays,
          amount: request.amount,
          method: 'cash',
          madeBy: caller,
        });
        return messages.memberToasts.renewed;
      };
    case 'deactivateMembership':
      // PUT /Admin/members/deactivate-membership
      return async (memberId) => {
        await deactivateMembership(app, { memberId, madeById: caller.id });
        return messages.memberToasts.membershipDeactivated;
      };
    case 'sendVerificationEmail':
      // POST /User/send-verfication-email (409 for an address already verified)
      return async (memberId) =>
        (await sendVerificationEmail(app, caller, memberId, app.clock.now())).message;
  }
}

/** Whether the single call's refusal `error` means `action` does not apply to the member (`BULK_SKIP_CODES`). */
function doesNotApply(action: BulkActionRequest['action'], error: ApiError): boolean {
  const code = Array.isArray(error.body) ? error.body[0]?.code : undefined;
  return code !== undefined && BULK_SKIP_CODES[action].includes(code as never);
}

/**
 * Runs `request.action` for each of `request.memberIds` in order. An id of no account answers `memberNotFound`,
 * an account that is no member `notAMember`; a refusal of the single call its message, `skipped` when the action
 * does not apply to the member (issue 30: an address already verified); an unexpected error (logged)
 * `internalError`. The results are in the order of the ids.
 */
export async function runBulkAction(
  app: BulkApp,
  request: BulkActionRequest,
  caller: AuthUser,
  log: FastifyBaseLogger,
): Promise<BulkResult[]> {
  const roles = new Map(
    (
      await app.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(inArray(users.id, request.memberIds))
    ).map((row) => [row.id, row.role]),
  );
  const act = memberAction(app, request, caller);
  const results: BulkResult[] = [];
  for (const memberId of request.memberIds) {
    const role = roles.get(memberId);
    if (role !== ROLES.member) {
      results.push({
        memberId,
        ok: false,
        skipped: false,
        message: role === undefined ? messages.api.memberNotFound : messages.api.notAMember,
      });
      continue;
    }
    try {
      results.push({ memberId, ok: true, skipped: false, message: await act(memberId) });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        log.error({ err: error, memberId, action: request.action }, 'bulk action failed');
      }
      results.push({
        memberId,
        ok: false,
        skipped: error instanceof ApiError && doesNotApply(request.action, error),
        message: error instanceof ApiError ? error.message : messages.api.internalError,
      });
    }
  }
  // A renewal queues its receipt mail with it (issue 34): one wake delivers them all, after the answer's work.
  if (request.action === 'renew' && results.some((result) => result.ok)) app.mailer.wake();
  return results;
}
