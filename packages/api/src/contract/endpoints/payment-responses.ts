/**
 * The schemas of the payments' answers (issue 34), by endpoint, in every area: what the client loads to read an
 * answer of plans, renewal requests, receipts and payments, apart from each area's other answers, so that pages
 * without payments do not carry them.
 */
import { z } from 'zod/mini';
import { messageResponseSchema } from '../errors.ts';
import {
  confirmRenewalResponseSchema,
  memberReceiptsSchema,
  memberRenewalRequestsSchema,
  paymentListSchema,
  planSchema,
  plansResponseSchema,
  receiptSchema,
  renewalRequestListSchema,
  renewalRequestSchema,
} from '../payments.ts';

export const paymentResponses = {
  memberPlans: plansResponseSchema,
  memberRenewalRequests: memberRenewalRequestsSchema,
  createRenewalRequest: renewalRequestSchema,
  cancelRenewalRequest: messageResponseSchema,
  memberReceipts: memberReceiptsSchema,
  memberReceipt: receiptSchema,
  listRenewalRequests: renewalRequestListSchema,
  confirmRenewalRequest: confirmRenewalResponseSchema,
  rejectRenewalRequest: renewalRequestSchema,
  adminReceipt: receiptSchema,
  listPayments: paymentListSchema,
  exportPayments: z.string(),
  listPlans: plansResponseSchema,
  adminPlans: plansResponseSchema,
  createPlan: planSchema,
  updatePlan: planSchema,
};
