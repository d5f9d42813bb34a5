import {
  ApiError,
  type PaymentList,
  type PlansResponse,
  type Receipt,
  type RenewalRequest,
} from '@mijas/api';

/** The office's machines' tests' records (issue 34): renewal requests and payments as the admins' calls give them. */

export const plan = {
  id: 2,
  nameEn: 'Yearly',
  nameAr: 'سنوي',
  days: 365,
  price: 25000,
  active: true,
};

/** `GET /Admin/plans`: every plan, active first, a retired one last (it names old payments). */
export const adminPlans: PlansResponse = {
  currency: 'JOD',
  exponent: 3,
  cliqAlias: 'MIJASCLUB',
  iban: null,
  plans: [
    { id: 3, nameEn: 'Half year', nameAr: 'نصف سنة', days: 182, price: 13_500, active: true },
    plan,
    { id: 1, nameEn: 'Old term', nameAr: 'فصل قديم', days: 90, price: 9_500, active: false },
  ],
};

export const request = (n: number, overrides: Partial<RenewalRequest> = {}): RenewalRequest => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'pending',
  memberId: '00000000-0000-4000-8000-0000000000b2',
  memberUserName: `sara${n}`,
  memberFullName: `Sara Haddad ${n}`,
  plan,
  method: 'cliq',
  paymentReference: 'MJ7K3Q9P',
  transferReference: 'CLQ-1234',
  amount: 25000,
  currency: 'JOD',
  reason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  decidedByUserName: null,
  receiptNumber: null,
  ...overrides,
});

export const requestsPage = (totalCount: number, shown = Math.min(totalCount, 10)) => ({
  renewalRequests: Array.from({ length: shown }, (_, i) => request(i + 1)),
  totalCount,
});

export const receipt = (n: number, overrides: Partial<Receipt> = {}): Receipt => ({
  receiptNumber: `2026-${String(n).padStart(6, '0')}`,
  issuedAt: '2026-11-21T08:00:00.000Z',
  memberId: '00000000-0000-4000-8000-0000000000b2',
  memberUserName: 'sara',
  memberFullName: 'Sara Haddad',
  plan,
  days: 365,
  periodFrom: '2026-11-21T08:00:00.000Z',
  periodTo: '2027-11-21T08:00:00.000Z',
  amount: 25000,
  currency: 'JOD',
  method: 'cliq',
  paymentReference: 'MJ7K3Q9P',
  transferReference: 'CLQ-1234',
  confirmedByUserName: 'admin',
  renewalId: n,
  ...overrides,
});

export const paymentsPage = (totalCount: number): PaymentList => ({
  payments: Array.from({ length: Math.min(totalCount, 10) }, (_, i) => receipt(i + 1)),
  totalCount,
  currency: 'JOD',
  totals: {
    amount: 25000 * totalCount,
    count: totalCount,
    byMethod: [{ method: 'cliq', amount: 25000 * totalCount, count: totalCount }],
    byMonth: [{ month: '2026-11', amount: 25000 * totalCount, count: totalCount }],
  },
});

/** 409: another admin handled the request first. */
export const alreadyHandled = () =>
  new ApiError({
    status: 409,
    body: [
      {
        code: 'RenewalRequestNotPending',
        description: 'This renewal request was already handled.',
      },
    ],
  });
