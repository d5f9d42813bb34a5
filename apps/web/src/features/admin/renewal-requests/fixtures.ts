import {
  ApiError,
  messages,
  paymentMessages,
  type PaymentList,
  type PlansResponse,
  type Receipt,
  type RenewalRequest,
} from '@mijas/api';
import {
  adminPlans,
  plan,
  receipt as baseReceipt,
  request as baseRequest,
} from '@mijas/machines/testing/office';
import { fromPromise } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';

/** Stories' records of the admins' payments pages (issue 34): renewal requests and payments. */

/** Rows that differ from one another (member, method, references), on the machines' tests' records. */
export const request = (n: number, overrides: Partial<RenewalRequest> = {}): RenewalRequest =>
  baseRequest(n, {
    memberId: `00000000-0000-4000-8000-1000000000${String(n).padStart(2, '0')}`,
    memberUserName: `member.${n}`,
    memberFullName: ['Rania Obeidat', 'Omar Haddad', 'Lina Khoury'][n % 3]!,
    method: (['cliq', 'bank_transfer', 'cash'] as const)[n % 3]!,
    paymentReference: `MJ7K3Q${n}P`,
    transferReference: n % 3 === 2 ? null : `CLQ-5582${n}`,
    ...overrides,
  });

export const pendingRequests = [request(1), request(2), request(3)];

export const receipt = (n: number, overrides: Partial<Receipt> = {}): Receipt =>
  baseReceipt(n, {
    issuedAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000Z`,
    memberId: `00000000-0000-4000-8000-1000000000${String(n).padStart(2, '0')}`,
    memberUserName: `member.${n}`,
    memberFullName: ['Rania Obeidat', 'Omar Haddad', 'Lina Khoury'][n % 3]!,
    plan: n % 2 ? plan : null,
    days: n % 2 ? 365 : 30,
    amount: n % 2 ? 25000 : 5000,
    method: (['cliq', 'bank_transfer', 'cash'] as const)[n % 3]!,
    paymentReference: `MJ7K3Q${n}P`,
    transferReference: null,
    ...overrides,
  });

export const paymentsPage = (
  payments: Receipt[] = [receipt(1), receipt(2), receipt(3)],
): PaymentList => ({
  payments,
  totalCount: payments.length,
  currency: 'JOD',
  totals: {
    amount: payments.reduce((sum, p) => sum + p.amount, 0),
    count: payments.length,
    byMethod: (['cliq', 'bank_transfer', 'cash'] as const).flatMap((method) => {
      const of = payments.filter((p) => p.method === method);
      return of.length
        ? [{ method, count: of.length, amount: of.reduce((sum, p) => sum + p.amount, 0) }]
        : [];
    }),
    byMonth: payments.length
      ? [
          {
            month: '2026-11',
            count: payments.length,
            amount: payments.reduce((sum, p) => sum + p.amount, 0),
          },
        ]
      : [],
  },
});

/** 409: another admin handled the request first (the contract's words). */
export const alreadyHandled = () =>
  new ApiError({
    status: 409,
    body: [
      {
        code: 'RenewalRequestNotPending',
        description: paymentMessages().requestNotPending,
      },
    ],
  });

/** 503: the server is down for a moment (the contract's words, in the language of the call's moment). */
export const serverDown = () =>
  new ApiError({ status: 503, body: { message: messages.api.serviceUnavailable } });

export interface RenewalRequestsFlowsOptions {
  list?: () => Promise<{ renewalRequests: RenewalRequest[]; totalCount: number }>;
  decide?: () => Promise<{ receiptNumber: string; expiryDate: string } | null>;
}

/** The Renewal requests page's fakes, by machine id: the list's page, a decision, the nav's count. */
export function renewalRequestsFlows({
  list = async () => ({ renewalRequests: pendingRequests, totalCount: pendingRequests.length }),
  decide = async () => ({ receiptNumber: '2026-000124', expiryDate: '2027-11-20T08:00:00.000Z' }),
}: RenewalRequestsFlowsOptions = {}): Record<string, FlowImplementations> {
  return {
    renewalRequestsList: { actors: { loadPage: fromPromise(() => list()) } },
    renewalDecision: { actors: { decide: fromPromise(() => decide()) } },
    renewalRequestsCount: { actors: { countNew: fromPromise(async () => 3) } },
    applicationsCount: { actors: { countNew: fromPromise(async () => 0) } },
  };
}

/** The Payments page's fakes: the list's page. */
export { adminPlans };

export function paymentsFlows(
  list: () => Promise<PaymentList> = async () => paymentsPage(),
  /** `GET /Admin/plans` (issue 34): every plan, a retired one last. */
  plans: () => Promise<PlansResponse> = async () => adminPlans,
): Record<string, FlowImplementations> {
  return {
    paymentsList: { actors: { loadPage: fromPromise(() => list()) } },
    adminPlans: { actors: { loadPlans: fromPromise(() => plans()) } },
    renewalRequestsCount: { actors: { countNew: fromPromise(async () => 0) } },
    applicationsCount: { actors: { countNew: fromPromise(async () => 0) } },
  };
}
