import type { Locale } from '@mijas/api';
import { catalogueLoaders } from './catalogues.ts';
import { loadCountries } from './country-names.ts';
import type { plans } from './en/plans.ts';
import type { memberPayments } from './en/member-payments.ts';
import type { adminPayments } from './en/admin-payments.ts';
import type { staffPasskeys } from './en/staff-passkeys.ts';
import type { planChoice } from './en/plan-choice.ts';
import type { passkeys } from './en/passkeys.ts';
import type * as staff from './en/staff.ts';

/**
 * Page texts: the parts of the catalogue that only lazily loaded pages show. They are not in the language's
 * catalogue chunk (`en.ts`, `ar.ts`, which every page fetches): each is a chunk per language, fetched with the
 * code of the pages that show it, whose sections (its module's exports: `plans`; the admins' `admin`, `overview`…)
 * are put into the catalogue, each under its own name, before they render, so a page reads them as any text
 * (`useText().plans`). A page asks for its texts where its code loads: a route module exports
 * `pageTexts` (the router awaits them, `app/router.tsx`), a sub-page gives them to `preloadable`. A language
 * fetched later gets the page texts asked for so far (`loadLocale`). To add one: its `en/` and `ar/` files, a line
 * here, and the name in the pages' `pageTexts`. What a panel's frame shows (its navigation, titles) stays in the
 * catalogue (`en/payments-frame.ts`).
 */
const pageTextLoaders = {
  plans: {
    en: () => import('./en/plans.ts'),
    ar: () => import('./ar/plans.ts'),
  },
  memberPayments: {
    en: () => import('./en/member-payments.ts'),
    ar: () => import('./ar/member-payments.ts'),
  },
  adminPayments: {
    en: () => import('./en/admin-payments.ts'),
    ar: () => import('./ar/admin-payments.ts'),
  },
  staffPasskeys: {
    en: () => import('./en/staff-passkeys.ts'),
    ar: () => import('./ar/staff-passkeys.ts'),
  },
  planChoice: {
    en: () => import('./en/plan-choice.ts'),
    ar: () => import('./ar/plan-choice.ts'),
  },
  passkeys: {
    en: () => import('./en/passkeys.ts'),
    ar: () => import('./ar/passkeys.ts'),
  },
  // The admins' pages' texts: several sections.
  staff: {
    en: () => import('./en/staff.ts'),
    ar: () => import('./ar/staff.ts'),
  },
} satisfies Record<string, Record<Locale, () => Promise<object>>>;

type StaffSections = typeof staff;

/**
 * The page texts' sections, by the name a page reads them under, in English (a language's are a `Translation` of
 * these): each loader's module's exports.
 */
export interface PageTexts extends StaffSections {
  plans: typeof plans;
  memberPayments: typeof memberPayments;
  adminPayments: typeof adminPayments;
  staffPasskeys: typeof staffPasskeys;
  planChoice: typeof planChoice;
  passkeys: typeof passkeys;
}

/**
 * What a page can ask for: page texts, and `countryNames`, the countries' names in the page's language (Arabic:
 * i18n-iso-countries and its Arabic names; English needs nothing), so that its first render names a country
 * in that language (the names are not in any catalogue: `country-names.ts`).
 */
export type PageTextName = keyof typeof pageTextLoaders | 'countryNames';

export const pageTextNames: PageTextName[] = [
  ...(Object.keys(pageTextLoaders) as (keyof typeof pageTextLoaders)[]),
  'countryNames',
];

/** The page texts asked for so far: a language loaded later gets them too. */
const asked = new Set<PageTextName>();

/** The page texts asked for so far (`loadLocale` fetches them with a language). */
export const askedPageTexts = (): PageTextName[] => [...asked];

/** The language the pages render in: the last one `loadLocale` was asked for (`english.ts` for tests). */
let pagesLocale: Locale | undefined;
let known: (locale: Locale) => void = () => {};
const firstLocale = new Promise<Locale>((resolve) => (known = resolve));

/**
 * The language the page texts are fetched in from now on. `loadLocale` says it before it fetches a language's
 * texts: the router may load a page's module first, and an Arabic page must not fetch English texts.
 */
export function pageTextsIn(locale: Locale): void {
  pagesLocale = locale;
  known(locale);
}

/**
 * Fetches `names` in `locale` (by default the pages' language, once it is known) and puts them into its
 * catalogue; resolves once every page reading them can render.
 */
export async function loadPageTexts(names: readonly PageTextName[], given?: Locale): Promise<void> {
  if (names.length === 0) return;
  for (const name of names) asked.add(name);
  const locale = given ?? pagesLocale ?? (await firstLocale);
  const texts = names.filter((name) => name !== 'countryNames');
  const [{ text }, ...parts] = await Promise.all([
    catalogueLoaders[locale](),
    ...texts.map((name) => pageTextLoaders[name][locale]()),
    ...(names.includes('countryNames') && locale !== 'en' ? [loadCountries(locale)] : []),
  ]);
  // Each module's sections (its exports, one or several), each under its own name (the countries' names are no
  // section: `loadCountries` keeps them).
  for (const part of parts.slice(0, texts.length)) Object.assign(text, part);
}
