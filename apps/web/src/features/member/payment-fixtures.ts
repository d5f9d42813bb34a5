import type { PlansResponse, Receipt, RenewalRequest } from '@mijas/api';
import { MEMBER_ID } from './fixtures.ts';

/** Fakes for the member's renewal and receipts stories (issue 34): the club's offer, a request, a receipt. */

export const offer: PlansResponse = {
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
  memberId: MEMBER_ID,
  memberUserName: 'sara.haddad',
  memberFullName: 'Sara Haddad',
  plan: offer.plans[0]!,
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

export const rejectedRequest: RenewalRequest = {
  ...pendingRequest,
  status: 'rejected',
  reason: 'No transfer with this reference came in.',
  decidedAt: '2026-11-27T10:00:00.000Z',
  decidedByUserName: 'admin',
};

export const confirmedRequest: RenewalRequest = {
  ...pendingRequest,
  status: 'confirmed',
  decidedAt: '2026-11-26T11:40:00.000Z',
  decidedByUserName: 'admin',
  receiptNumber: '2026-000123',
};

export const receipt: Receipt = {
  receiptNumber: '2026-000123',
  issuedAt: '2026-11-26T11:40:00.000Z',
  memberId: MEMBER_ID,
  memberUserName: 'sara.haddad',
  memberFullName: 'Sara Haddad',
  plan: offer.plans[0]!,
  days: 365,
  periodFrom: '2027-06-30T12:00:00.000Z',
  periodTo: '2028-06-29T12:00:00.000Z',
  amount: 25_000,
  currency: 'JOD',
  method: 'cliq',
  paymentReference: 'MJ7K4QX2',
  transferReference: 'CLQ-889120',
  confirmedByUserName: 'admin',
  renewalId: 41,
};
