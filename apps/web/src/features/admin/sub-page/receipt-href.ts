/** The admins' printable receipt page (issue 34): `/admin/receipts/<number>`. */
export const adminReceiptHref = (receiptNumber: string) =>
  `/admin/receipts/${encodeURIComponent(receiptNumber)}`;
