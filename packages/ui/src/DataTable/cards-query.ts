/** Below this width (the table's container's) every row of a DataTable is a card (`DataTable.css.ts`). */
export const cardsQuery = '(width < 36rem)';
