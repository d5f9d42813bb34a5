/** View Members' selection, bulk actions, export and filters (issue 21). */
export const officeBulk = {
  export: 'Export CSV',
} as const;
