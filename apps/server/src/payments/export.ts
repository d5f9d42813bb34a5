/**
 * `GET /Admin/payments/export` (issue 34): the payments of the list's filters as CSV, written as the members'
 * export is (`@mijas/api/member-csv`: UTF-8 with a BOM, CRLF, formulas neutralised). Amounts in the currency's
 * major units (25.000 for 25000 fils), as a spreadsheet reads them.
 */
import { currencyExponent, PAYMENT_CSV_COLUMNS, type Receipt } from '@mijas/api/contract';
import { CSV_BOM, csvLines } from '@mijas/api/member-csv';

export { paymentExportFileName as paymentsExportFileName } from '@mijas/api/contract';

export function paymentsCsv(payments: readonly Receipt[]): string {
  const rows = payments.map((payment) => {
    const exponent = currencyExponent(payment.currency);
    const cells: Record<(typeof PAYMENT_CSV_COLUMNS)[number], unknown> = {
      ...payment,
      plan: payment.plan?.nameEn ?? null,
      amount: (payment.amount / 10 ** exponent).toFixed(exponent),
    };
    return PAYMENT_CSV_COLUMNS.map((column) => cells[column]);
  });
  return CSV_BOM + csvLines([PAYMENT_CSV_COLUMNS, ...rows]);
}
