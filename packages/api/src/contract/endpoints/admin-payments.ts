/** The office's endpoints of renewal requests, receipts and payments (issue 34; paths in `endpointRoutes`). */
import {
  confirmRenewalRequestSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  receiptNumberParamsSchema,
  rejectRenewalRequestSchema,
  renewalRequestIdParamsSchema,
  renewalRequestListQuerySchema,
} from '../payments.ts';
import { admins } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';
import { paymentResponses } from './payment-responses.ts';

export const adminPaymentEndpoints = {
  listRenewalRequests: {
    ...endpointRoutes.listRenewalRequests,
    access: admins,
    summary: "Members' renewal requests, oldest first, by status",
    query: renewalRequestListQuerySchema,
    status: 200,
    response: paymentResponses.listRenewalRequests,
  },
  confirmRenewalRequest: {
    ...endpointRoutes.confirmRenewalRequest,
    access: admins,
    summary:
      "Confirm a pending request: the membership renewed by the plan's days, the payment recorded and its receipt issued, in one transaction",
    params: renewalRequestIdParamsSchema,
    body: confirmRenewalRequestSchema,
    status: 200,
    response: paymentResponses.confirmRenewalRequest,
  },
  rejectRenewalRequest: {
    ...endpointRoutes.rejectRenewalRequest,
    access: admins,
    summary: 'Reject a pending request with a reason, mailed to the member',
    params: renewalRequestIdParamsSchema,
    body: rejectRenewalRequestSchema,
    status: 200,
    response: paymentResponses.rejectRenewalRequest,
  },
  adminReceipt: {
    ...endpointRoutes.adminReceipt,
    access: admins,
    summary: 'One receipt',
    params: receiptNumberParamsSchema,
    status: 200,
    response: paymentResponses.adminReceipt,
  },
  listPayments: {
    ...endpointRoutes.listPayments,
    access: admins,
    summary:
      'Payments, newest first, by period, method, plan and member, with totals per method and month',
    query: paymentListQuerySchema,
    status: 200,
    response: paymentResponses.listPayments,
  },
  exportPayments: {
    ...endpointRoutes.exportPayments,
    access: admins,
    summary: "The payments list's filters as CSV (UTF-8 with a BOM), every match",
    query: paymentExportQuerySchema,
    status: 200,
    response: paymentResponses.exportPayments,
    produces: 'text/csv',
  },
  adminPlans: {
    ...endpointRoutes.adminPlans,
    access: admins,
    summary:
      "Every membership plan, active and retired, with the club's currency: the Renew dialog's plans and the payments' plan filter",
    status: 200,
    response: paymentResponses.adminPlans,
  },
} as const satisfies Record<string, EndpointDefinition>;
