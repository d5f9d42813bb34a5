/**
 * The Arabic of the keys the formats branch added to the English catalogue (issue 18), by path: the design
 * system's own words, which it takes from the app (`common.ui`: spinners, tables, pagination, toasts). To be
 * folded into the Arabic catalogue (`ar/common.ts`) at merge; `extra-formats.test.ts` checks that every key
 * exists in English, with the same parameters, and that every text of `common.ui` has its Arabic here.
 */
export const extraFormats = {
  'common.ui.loading': 'جارٍ التحميل...',
  'common.ui.page': (page: number) => `الصفحة ${page}`,
  'common.ui.rowActionsHint':
    '(انقر بزر الفأرة الأيمن على صف أو اضغط Shift+F10 عليه لعرض إجراءاته)',
  'common.ui.select': 'اختر...',
  'common.ui.toasts.region': 'الإشعارات ({hotkey})',
  'common.ui.toasts.toast': 'إشعار',
  'common.ui.toasts.dismiss': 'إغلاق',
} satisfies Record<string, string | ((...args: never[]) => string)>;
