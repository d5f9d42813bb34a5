import type { PlansResponse, Receipt, RenewalRequest } from '@mijas/api';

/** What the member's renewal tests start from: the club's offer, a pending request, a receipt. */

export const plansOffer: PlansResponse = {
  currency: 'JOD',
  exponent: 3,
  cliqAlias: 'MIJASCLUB',
  iban: 'JO71CBJO0000000000001234567890',
  plans: [
    { id: 1, nameEn: 'One year', nameAr: 'سنة واحدة', days: 365, price: 25_000, active: true },
    { id: 2, nameEn: 'Six months', nameAr: 'ستة أشهر', days: 182, price: 13_500, active: true },
  ],
};

export const pendingRequest: RenewalRequest = {
  id: '3b1f6c2e-9a4d-4e7b-8c5a-1d2e3f4a5b6c',
  status: 'pending',
  memberId: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f',
  memberUserName: 'sara',
  memberFullName: 'Sara Haddad',
  plan: plansOffer.plans[0]!,
  method: 'cliq',
  paymentReference: 'MJ7K4QX2',
  transferReference: 'CLQ-889120',
  amount: 25_000,
  currency: 'JOD',
  reason: null,
  createdAt: '2026-11-26T09:15:00.000Z',
  decidedAt: null,
  decidedByUserName: null,
  receiptNumber: null,
};

export const issuedReceipt: Receipt = {
  receiptNumber: '2026-000123',
  issuedAt: '2026-11-26T11:40:00.000Z',
  memberId: pendingRequest.memberId,
  memberUserName: 'sara',
  memberFullName: 'Sara Haddad',
  plan: plansOffer.plans[0]!,
  days: 365,
  periodFrom: '2027-01-01T00:00:00.000Z',
  periodTo: '2028-01-01T00:00:00.000Z',
  amount: 25_000,
  currency: 'JOD',
  method: 'cliq',
  paymentReference: 'MJ7K4QX2',
  transferReference: 'CLQ-889120',
  confirmedByUserName: 'admin',
  renewalId: 41,
};
