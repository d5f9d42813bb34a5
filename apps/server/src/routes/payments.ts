/**
 * Renewals paid by CliQ, bank transfer or cash (issue 34): `/Member/plans`, `/Member/renewal-requests`,
 * `/Member/receipts` (a member's own only: another's is 404), `/Admin/renewal-requests` (confirm, reject),
 * `/Admin/receipts`, `/Admin/payments` (and its CSV export), `/Admin/plans` (every plan, to read), `/RootAdmin/plans`. Thin handlers: the rules are
 * `payments/queries.ts`'s.
 */
import { endpoints, paymentMessages } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { paymentsCsv, paymentsExportFileName } from '../payments/export.ts';
import {
  allPayments,
  cancelRequest,
  confirmRequest,
  createPlan,
  createRequest,
  findReceipt,
  listPayments,
  listPlans,
  listRequests,
  memberReceipts,
  memberRequests,
  rejectRequest,
  updatePlan,
} from '../payments/queries.ts';

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const settings = () => app.config.payments;

  // --- The member ---
  defineRoute(app, endpoints.memberPlans, () => listPlans(app.db, settings(), true));

  defineRoute(app, endpoints.memberRenewalRequests, ({ user }) =>
    memberRequests(app.db, user.id, settings().currency),
  );

  defineRoute(app, endpoints.createRenewalRequest, ({ user, body, now }) =>
    createRequest(app, user.id, body, now),
  );

  defineRoute(app, endpoints.cancelRenewalRequest, async ({ user, params, now }) => {
    await cancelRequest(app, user.id, params.id, now);
    return { message: paymentMessages().requestCancelled };
  });

  defineRoute(app, endpoints.memberReceipts, ({ user }) => memberReceipts(app.db, user.id));

  defineRoute(app, endpoints.memberReceipt, ({ user, params }) =>
    findReceipt(app.db, params.receiptNumber, user.id),
  );

  // --- The office ---
  defineRoute(app, endpoints.listRenewalRequests, ({ query }) =>
    listRequests(app.db, query.status, query, settings().currency),
  );

  defineRoute(app, endpoints.confirmRenewalRequest, async ({ user, params, body }) => {
    const confirmed = await confirmRequest(app, params.id, body.amountReceived, user);
    app.mailer.wake();
    return confirmed;
  });

  defineRoute(app, endpoints.rejectRenewalRequest, async ({ user, params, body, now }) => {
    const rejected = await rejectRequest(app, params.id, body.reason, user.id, now);
    app.mailer.wake();
    return rejected;
  });

  defineRoute(app, endpoints.adminReceipt, ({ params }) =>
    findReceipt(app.db, params.receiptNumber),
  );

  defineRoute(app, endpoints.listPayments, ({ query }) =>
    listPayments(app.db, query, query, settings().currency),
  );

  defineRoute(app, endpoints.exportPayments, async ({ query, now, reply }) => {
    reply.header('content-disposition', `attachment; filename="${paymentsExportFileName(now)}"`);
    return paymentsCsv(await allPayments(app.db, query));
  });

  defineRoute(app, endpoints.adminPlans, () => listPlans(app.db, settings(), false));

  // --- Root admins: plans ---
  defineRoute(app, endpoints.listPlans, () => listPlans(app.db, settings(), false));

  defineRoute(app, endpoints.createPlan, ({ body, now }) => createPlan(app.db, body, now));

  defineRoute(app, endpoints.updatePlan, ({ params, body, now }) =>
    updatePlan(app.db, params.id, body, now),
  );
}
