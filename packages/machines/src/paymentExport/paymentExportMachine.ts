import { paymentExportFileName, type ApiClient, type PaymentFilter } from '@mijas/api';
import type { ActorRefFrom } from 'xstate';
import { createCsvExportMachine } from '../memberExport/memberExportMachine.ts';
import { paymentsQueryOf } from '../paymentsList/paymentsFilters.ts';
import { withoutBlanks } from '../paymentsList/paymentsListMachine.ts';

/**
 * Payments' Export CSV (issue 34): every payment of the filters (`GET /Admin/payments/export`), saved as
 * `mijas-payments-<day>.csv` (as the members export: the BOM, the server's neutralised formulas).
 */
export const paymentExportMachine = createCsvExportMachine<
  Pick<ApiClient, 'exportPayments'>,
  PaymentFilter
>(
  'paymentExport',
  (api, query, signal) => api.exportPayments(withoutBlanks(paymentsQueryOf(query)), { signal }),
  paymentExportFileName,
);

export type PaymentExportRef = ActorRefFrom<typeof paymentExportMachine>;
