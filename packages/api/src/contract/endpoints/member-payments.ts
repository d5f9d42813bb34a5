/** The member's endpoints of renewals paid by CliQ, bank transfer or cash (issue 34; paths in `endpointRoutes`). */
import {
  createRenewalRequestSchema,
  receiptNumberParamsSchema,
  renewalRequestIdParamsSchema,
} from '../payments.ts';
import { members } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';
import { paymentResponses } from './payment-responses.ts';

export const memberPaymentEndpoints = {
  memberPlans: {
    ...endpointRoutes.memberPlans,
    access: members,
    summary:
      "The plans a member may renew with (active ones), and how to pay: the club's currency, CliQ alias and IBAN",
    status: 200,
    response: paymentResponses.memberPlans,
  },
  memberRenewalRequests: {
    ...endpointRoutes.memberRenewalRequests,
    access: members,
    summary: "The member's own renewal requests, newest first",
    status: 200,
    response: paymentResponses.memberRenewalRequests,
  },
  createRenewalRequest: {
    ...endpointRoutes.createRenewalRequest,
    access: members,
    summary:
      'Ask to renew by a plan, paid by CliQ, bank transfer or cash: a payment reference to quote (one pending request per member)',
    body: createRenewalRequestSchema,
    status: 201,
    response: paymentResponses.createRenewalRequest,
  },
  cancelRenewalRequest: {
    ...endpointRoutes.cancelRenewalRequest,
    access: members,
    summary: "Cancel the member's own renewal request while it is pending",
    params: renewalRequestIdParamsSchema,
    status: 200,
    response: paymentResponses.cancelRenewalRequest,
  },
  memberReceipts: {
    ...endpointRoutes.memberReceipts,
    access: members,
    summary: "The member's own receipts, newest first",
    status: 200,
    response: paymentResponses.memberReceipts,
  },
  memberReceipt: {
    ...endpointRoutes.memberReceipt,
    access: members,
    summary: "One of the member's own receipts (another member's: 404)",
    params: receiptNumberParamsSchema,
    status: 200,
    response: paymentResponses.memberReceipt,
  },
} as const satisfies Record<string, EndpointDefinition>;
