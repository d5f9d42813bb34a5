import { formatNumber } from '@mijas/api';

/** "1 member", "9,950 members". */
const members = (count: number) =>
  count === 1 ? '1 member' : `${formatNumber('en', count)} members`;
const rows = (count: number) => (count === 1 ? '1 row' : `${formatNumber('en', count)} rows`);

/** The admin's Import members sub-page (issue 21). */
export const importMembers = {
  nav: 'Import Members',
  title: 'Import Members',
  description:
    'Add many members at once from a spreadsheet (CSV): check every row before anything is saved.',
  steps: { file: '1. The file', mapping: '2. The columns', preview: '3. The check' },
  choose: {
    drop: 'Drop a CSV file here',
    or: 'or',
    button: 'Choose a file',
    hint: 'A CSV file saved by a spreadsheet program ("CSV UTF-8" is best), one member per row, the first row naming the columns.',
    reading: 'Reading the file...',
    pasteLabel: 'Or paste the text of the file',
    pasteHint: 'Copy the rows from the spreadsheet, the header row included.',
    pasteButton: 'Use this text',
    template: 'Download a template',
    templateHint: 'The columns we read, with one example row.',
    refused: 'This file cannot be imported',
  },
  file: {
    pasted: 'Pasted text',
    rows,
    encoding: { 'utf-8': 'read as UTF-8', 'windows-1256': 'read as Arabic Windows (windows-1256)' },
    another: 'Choose another file',
  },
  mapping: {
    hint: 'Choose the column of the file that holds each field. Fields marked * are required.',
    choose: 'Choose a column',
    notInFile: 'Not in the file',
    problems: 'Before the check',
    check: 'Check the rows',
    checking: 'Checking...',
    refused: 'The file was not checked',
  },
  preview: {
    totals: 'Rows in the file',
    rows: 'Rows',
    valid: 'Ready to import',
    invalid: 'With problems',
    onlyProblems: 'Only rows with problems',
    caption: 'Rows of the file',
    row: 'Row',
    rowProblems: 'Problems',
    noProblems: 'Every row is ready to import.',
    shown: (from: number, to: number, total: number) =>
      `Rows ${formatNumber('en', from)}–${formatNumber('en', to)} of ${formatNumber('en', total)}`,
    previous: 'Previous rows',
    next: 'Next rows',
    changeMapping: 'Change the columns',
    startOver: 'Start over',
    importButton: (count: number) => `Import ${members(count)}`,
    nothingToImport: 'No row can be imported: correct the file and choose it again.',
    failed: 'The members were not imported',
    skippedNote: 'Rows with problems are skipped; you get them in the report.',
  },
  confirm: {
    title: (count: number) => `Import ${members(count)}?`,
    description: 'Each gets a verification email.',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Import',
    importing: 'Importing...',
  },
  done: {
    title: 'Import finished',
    imported: 'Imported',
    skipped: 'Skipped',
    report: 'Download report',
    viewMembers: 'View Members',
    another: 'Import another file',
  },
} as const;
