import { DEFAULT_LOCALE, englishMessages } from '@mijas/api';
import type { LoadedCatalogue } from './catalogues.ts';
import { en, type Catalogue } from './en.ts';
import { plans } from './en/plans.ts';
import { memberPayments } from './en/member-payments.ts';
import { adminPayments } from './en/admin-payments.ts';
import { staffPasskeys } from './en/staff-passkeys.ts';
import { planChoice } from './en/plan-choice.ts';
import { passkeys } from './en/passkeys.ts';
import * as staff from './en/staff.ts';
import { setLocaleWithoutProvider } from './locale.tsx';
import { pageTextsIn } from './page-texts.ts';

/**
 * The English texts at hand, for what runs without fetching them (tests, stories); the app fetches them as a
 * chunk like any language's (`catalogueLoaders`). Importing this module also makes English what `useLocale`
 * answers outside a provider (a component's unit test).
 */
export const englishCatalogue: LoadedCatalogue = {
  // The page texts too (`page-texts.ts`): a test or story renders any page without loading them.
  text: Object.assign(en, {
    plans,
    memberPayments,
    adminPayments,
    staffPasskeys,
    planChoice,
    passkeys,
    ...staff,
  }) satisfies Catalogue,
  messages: englishMessages,
};

setLocaleWithoutProvider({
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
  text: englishCatalogue.text,
  setLocale: () => {},
});
// What a test renders without `loadLocale` (a journey's app) is in English, its page texts too.
pageTextsIn(DEFAULT_LOCALE);
