/**
 * The sample copy of the design system's stories, in English and Arabic (issue 33: a component story in Arabic
 * showed English copy with its punctuation moved to the start, ".Enter a valid email"). The design system ships
 * no texts of its own (the app gives every label as a prop), so its stories' copy is a catalogue of its own,
 * read in the story's language: the `locale` global of Storybook's toolbar (or `STORYBOOK_LOCALE=ar`), English
 * in the design system's own preview, which has no language.
 *
 * A story writes its args in English from `storyCopy.en`; `inStoryLanguage` (a decorator of the app's preview)
 * shows each such arg in the story's language until the arg is edited in Controls, and a play function reads
 * the same texts with `copyIn(globals)`.
 */

import { buttonCopy } from './story-copy-button';
import { displayCopy } from './story-copy-display';
import { feedbackCopy } from './story-copy-feedback';
import { formsCopy } from './story-copy-forms';
import { inputsCopy } from './story-copy-inputs';
import { layoutCopy } from './story-copy-layout';
import { overlaysCopy } from './story-copy-overlays';

const en = {
  button: buttonCopy.en,
  ...feedbackCopy.en,
  ...formsCopy.en,
  ...overlaysCopy.en,
  ...layoutCopy.en,
  ...inputsCopy.en,
  ...displayCopy.en,
  textField: {
    identifier: 'Username or Email',
    days: 'Number of Days',
    daysHint: 'At least 1 day.',
    email: 'Email',
    emailInvalid: 'Enter a valid email.',
    searchValue: 'Search value',
    chooseField: 'Choose a field first',
    country: 'Country',
    jordan: 'Jordan',
    countryHint: 'Members are registered in Jordan.',
    city: 'City',
    irbid: 'Irbid',
    region: 'Region',
    north: 'North',
    address:
      'Address details — building, street, district and any directions that help the courier find you',
    addressValue:
      'Building 12, Queen Rania Street, Al Jubeiha, next to the University of Jordan north gate',
    addressHint: 'Write it as you would on an envelope.',
    dateOfBirth: 'Date of Birth',
  },
  toast: {
    labels: { region: 'Notifications ({hotkey})', toast: 'Notification', dismiss: 'Dismiss' },
    renewed: 'Membership renewed',
    renewedDetail: 'alice is a member until 2027-03-01.',
    renewalFailed: 'Renewal failed',
    renewalFailedDetail: 'The server did not answer. Try again.',
    adminDeactivated: 'Admin deactivated',
    adminDeactivatedDetail: 'rana can no longer log in.',
    sentTwice: 'Verification email sent twice',
    sentTwiceDetail: 'Wait before sending another.',
    activated: 'Member activated',
    show: {
      success: 'Show success',
      error: 'Show error',
      info: 'Show info',
      warning: 'Show warning',
    },
    titleOnly: 'Title only',
    renewal: 'Renewal',
    showSpecMessage: 'Show spec message',
    specMessage: '❌ Error renewing membership: Member not found.',
  },
};

export type StoryCopy = typeof en;

const ar: StoryCopy = {
  button: buttonCopy.ar,
  ...feedbackCopy.ar,
  ...formsCopy.ar,
  ...overlaysCopy.ar,
  ...layoutCopy.ar,
  ...inputsCopy.ar,
  ...displayCopy.ar,
  textField: {
    identifier: 'اسم المستخدم أو البريد الإلكتروني',
    days: 'عدد الأيام',
    daysHint: 'يوم واحد على الأقل.',
    email: 'البريد الإلكتروني',
    emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    searchValue: 'قيمة البحث',
    chooseField: 'اختر حقلًا أولًا',
    country: 'الدولة',
    jordan: 'الأردن',
    countryHint: 'يُسجَّل الأعضاء في الأردن.',
    city: 'المدينة',
    irbid: 'إربد',
    region: 'الإقليم',
    north: 'الشمال',
    address: 'تفاصيل العنوان: المبنى والشارع والحي وأي إرشادات تساعد المندوب على الوصول إليك',
    addressValue: 'مبنى 12، شارع الملكة رانيا، الجبيهة، بجانب البوابة الشمالية للجامعة الأردنية',
    addressHint: 'اكتبه كما تكتبه على ظرف رسالة.',
    dateOfBirth: 'تاريخ الميلاد',
  },
  toast: {
    labels: { region: 'الإشعارات ({hotkey})', toast: 'إشعار', dismiss: 'إغلاق' },
    renewed: 'تم تجديد العضوية',
    renewedDetail: 'alice عضو حتى 1 آذار 2027.',
    renewalFailed: 'فشل التجديد',
    renewalFailedDetail: 'لم يستجب الخادم. حاول مرة أخرى.',
    adminDeactivated: 'تم تعطيل المشرف',
    adminDeactivatedDetail: 'لم يعد بإمكان rana تسجيل الدخول.',
    sentTwice: 'أُرسل بريد التحقق مرتين',
    sentTwiceDetail: 'انتظر قبل إرسال بريد آخر.',
    activated: 'تم تفعيل العضو',
    show: {
      success: 'إظهار نجاح',
      error: 'إظهار خطأ',
      info: 'إظهار معلومة',
      warning: 'إظهار تحذير',
    },
    titleOnly: 'عنوان فقط',
    renewal: 'التجديد',
    showSpecMessage: 'إظهار رسالة المواصفة',
    specMessage: '❌ خطأ في تجديد العضوية: العضو غير موجود.',
  },
};

export const storyCopy = { en, ar } as const;

/** The copy in the story's language (the `locale` global; English when there is none). */
export function copyIn(globals: Record<string, unknown>): StoryCopy {
  return globals.locale === 'ar' ? ar : en;
}

/** `text` with each `{name}` in it replaced by `values[name]` (a count, a username). */
export function filled(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Every English text of the copy by its path (`textField.email`), to find an arg's text in another language. */
function pathsOf(value: unknown, path: string[] = [], into = new Map<string, string[]>()) {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, path);
  } else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) pathsOf(inner, [...path, key], into);
  return into;
}
const englishPaths = pathsOf(en);

/** `text` (an English text of the copy) in `copy`'s language; any other text as it is. */
export function translated(text: string, copy: StoryCopy): string {
  const path = englishPaths.get(text);
  if (!path) return text;
  const found = path.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    copy,
  );
  return typeof found === 'string' ? found : text;
}

/** An object holding only texts (a toaster's labels), at any depth. */
const textsOnly = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) &&
  typeof value === 'object' &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.values(value as object).every((inner) => typeof inner === 'string' || textsOnly(inner));

/**
 * A list of texts or of objects holding only texts: a Select's `options`, as strings or as choices
 * (`{ value, label }`). Not a list holding anything else (a table's rows with their flags, items with handlers).
 */
const textList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || textsOnly(item));

/**
 * The keys whose text names a thing to the code, not to a person: a choice's `value` (what `onValueChange` is
 * called with, what a play function expects) and an item's `id`. They stay as written in every language.
 */
const identifiers = new Set(['value', 'id']);

/** An arg as the story wrote it: the same text, or the same texts (Storybook copies args). */
const asWritten = (value: unknown, initial: unknown) =>
  value === initial ||
  ((textsOnly(value) || textList(value)) && JSON.stringify(value) === JSON.stringify(initial));

/**
 * A story's args in its language: each arg still as the story wrote it (not edited in Controls) whose text is
 * the copy's English is given in `copy`'s language, objects of texts too (a toaster's labels), and lists of texts
 * or of such objects (a Select's options: each choice's `label` in the language, its `value` as written).
 */
export function argsIn(
  args: Record<string, unknown>,
  initialArgs: Record<string, unknown>,
  copy: StoryCopy,
): Record<string, unknown> {
  if (copy === en) return args;
  const localise = (value: unknown): unknown => {
    if (typeof value === 'string') return translated(value, copy);
    if (textList(value)) return value.map(localise);
    // Any other object (a page story's fakes) is passed on as it is, the same object.
    if (textsOnly(value))
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          identifiers.has(key) ? inner : localise(inner),
        ]),
      );
    return value;
  };
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      asWritten(value, initialArgs[key]) ? localise(value) : value,
    ]),
  );
}
