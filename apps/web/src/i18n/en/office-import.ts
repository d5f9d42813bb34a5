/** The admin's Import members sub-page (issue 21). */
export const officeImport = {
  nav: 'Import Members',
  title: 'Import Members',
  description:
    'Add many members at once from a spreadsheet (CSV): check every row before anything is saved.',
} as const;
