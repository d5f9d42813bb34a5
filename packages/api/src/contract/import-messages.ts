/**
 * The messages of a members' file read for import (issue 21, `member-csv.ts`: the file, its columns, each row), in
 * English and Arabic. A catalogue of their own, apart from `messages`: only the server and the import page read
 * them, and the landing page, which loads `messages`, does not carry them.
 */
import { currentLocale } from '../i18n/active.ts';
import type { Translation } from '../i18n/translation.ts';

export const englishImportMessages = {
  empty: 'The file is empty.',
  noHeader: 'The first line must name the columns (for example username, email, firstName).',
  notUtf8:
    'The file is not UTF-8 text. Save it as "CSV UTF-8" in your spreadsheet program and try again.',
  notText: 'This is not a CSV file.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  tooManyRows: (max: number) => `The file has more than ${max} members. Split it in parts.`,
  unclosedQuote: (row: number) => `Row ${row}: a quote (") is opened and never closed.`,
  columnMissing: (field: string) => `Choose the column that holds ${field}.`,
  columnTwice: (column: string) => `The column "${column}" is chosen for two fields.`,
  columnUnknown: (column: string) => `There is no column "${column}" in the file.`,
  extraCells: 'This row has more cells than the header.',
  duplicateInFile: (field: string, row: number) => `${field} is the same as in row ${row}.`,
  changedSincePreview: 'Some members were added since the preview. Check the file again.',
} as const;

export type ImportMessages = Translation<typeof englishImportMessages>;

export const arabicImportMessages: ImportMessages = {
  empty: 'الملف فارغ.',
  noHeader: 'يجب أن يسمّي السطر الأول الأعمدة (مثل username وemail وfirstName).',
  notUtf8: 'الملف ليس نصًا بترميز UTF-8. احفظه بصيغة «CSV UTF-8» في برنامج الجداول ثم أعد المحاولة.',
  notText: 'هذا ليس ملف CSV.',
  tooLarge: (megabytes) => `حجم الملف أكبر من ${megabytes} ميغابايت.`,
  tooManyRows: (max) => `يضم الملف أكثر من ${max} عضو. قسّمه إلى أجزاء.`,
  unclosedQuote: (row) => `الصف ${row}: علامة اقتباس (") مفتوحة ولم تُغلق.`,
  columnMissing: (field) => `اختر العمود الذي يحتوي ${field}.`,
  columnTwice: (column) => `العمود «${column}» مختار لحقلين.`,
  columnUnknown: (column) => `لا يوجد عمود «${column}» في الملف.`,
  extraCells: 'في هذا الصف خلايا أكثر من عناوين الأعمدة.',
  duplicateInFile: (field, row) => `قيمة ${field} مطابقة لما في الصف ${row}.`,
  changedSincePreview: 'أُضيف أعضاء منذ المعاينة. افحص الملف مرة أخرى.',
};

/** The import's messages in the current language (`currentLocale`), read when a message is made. */
export function importMessages(): ImportMessages {
  return currentLocale() === 'ar' ? arabicImportMessages : englishImportMessages;
}
