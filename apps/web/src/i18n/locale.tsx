import {
  activateLocale,
  directionOf,
  loadListNames,
  registerMessages,
  type Direction,
  type Locale,
} from '@mijas/api';
import { localeMachine } from '@mijas/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { catalogueLoaders, type LoadedCatalogue } from './catalogues.ts';
import type { Catalogue } from './en.ts';
import { askedPageTexts, loadPageTexts, pageTextsIn } from './page-texts.ts';

export interface LocaleValue {
  locale: Locale;
  dir: Direction;
  /** The pages' texts in `locale`. */
  text: Catalogue;
  /** Fetches the language's texts if needed, then shows every page in it (no reload). */
  setLocale: (locale: Locale) => void;
}

/**
 * What `useLocale` answers outside a provider (a component's unit test, once `english.ts` has set it: the tests'
 * setup imports it). The app always renders inside a `LocaleProvider`, and its shell holds no language's texts.
 */
let withoutProvider: LocaleValue | undefined;

/** Sets what `useLocale` answers outside a provider (`english.ts`). */
export function setLocaleWithoutProvider(value: LocaleValue): void {
  withoutProvider = value;
}

const LocaleContext = createContext<LocaleValue | null>(null);

/** Makes `locale` the language of the contract's messages (machines and pages read `messages` in it). */
function activate(locale: Locale, loaded: LoadedCatalogue) {
  registerMessages(locale, loaded.messages);
  activateLocale(locale);
}

/**
 * Fetches `locale`'s texts (and the names of its lists: majors, cities, and the page texts asked for so far)
 * and makes it the messages' language: before the first render in that language.
 */
export async function loadLocale(locale: Locale): Promise<LoadedCatalogue> {
  pageTextsIn(locale);
  const [loaded] = await Promise.all([
    catalogueLoaders[locale](),
    loadListNames(locale),
    loadPageTexts(askedPageTexts(), locale),
  ]);
  activate(locale, loaded);
  return loaded;
}

export interface LocaleProviderProps {
  /** The language the page starts in, its texts already loaded (`loadLocale`). */
  initial: { locale: Locale; catalogue: LoadedCatalogue };
  /** After a switch: keep the choice (storage, cookie, the user's record) and set the document's language. */
  onChange?: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * The language of everything inside: its texts, its direction, and the switch between languages, on
 * `localeMachine` (for the life of the app; `onChange` is the first one given).
 */
export function LocaleProvider({ initial, onChange, children }: LocaleProviderProps) {
  const actor = useActorRef(
    localeMachine.provide({
      actions: { localeChanged: (_, params: { locale: Locale }) => onChange?.(params.locale) },
    }),
    {
      input: {
        locale: initial.locale,
        text: initial.catalogue.text,
        load: async (locale) => (await loadLocale(locale)).text,
      },
    },
  );
  const locale = useSelector(actor, (s) => s.context.locale);
  const text = useSelector(actor, (s) => s.context.text) as Catalogue;
  const value = useMemo<LocaleValue>(
    () => ({
      locale,
      text,
      dir: directionOf(locale),
      setLocale: (next) => actor.send({ type: 'locale.choose', locale: next }),
    }),
    [actor, locale, text],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * Subscribes to the app's language: the component renders again when it changes. Nothing happens outside the
 * app's provider (the landing island, whose language is the page's).
 */
export function useLanguageChanges(): void {
  useContext(LocaleContext);
}

/** The current language, its direction and the switch. */
export function useLocale(): LocaleValue {
  const value = useContext(LocaleContext) ?? withoutProvider;
  if (!value) throw new Error('useLocale() outside a LocaleProvider');
  return value;
}
