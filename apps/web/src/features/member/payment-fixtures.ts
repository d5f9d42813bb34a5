import type { PlansResponse, Receipt, RenewalRequest } from '@mijas/api';
import {
  issuedReceipt,
  pendingRequest as basePending,
  plansOffer,
} from '@mijas/machines/testing/payments';
import { MEMBER_ID } from './fixtures.ts';

/** Fakes for the member's renewal and receipts stories (issue 34): the club's offer, a request, a receipt. */

/** The machines' tests' offer and request, as the demo member's (the stories' harness signs in as them). */
export const offer: PlansResponse = plansOffer;

export const pendingRequest: RenewalRequest = {
  ...basePending,
  memberId: MEMBER_ID,
  memberUserName: 'sara.haddad',
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
  ...issuedReceipt,
  memberId: MEMBER_ID,
  memberUserName: 'sara.haddad',
  periodFrom: '2027-06-30T12:00:00.000Z',
  periodTo: '2028-06-29T12:00:00.000Z',
};
