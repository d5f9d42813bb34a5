import { createAppSession, createBrowserStorage } from '@mijas/machines';
import type { Locale } from '@mijas/api';
import { initialLocale, rememberLocale, showLocale } from '../i18n/choice.ts';
import type { LoadedCatalogue } from '../i18n/catalogues.ts';
import { loadLocale } from '../i18n/locale.tsx';
import { setAppSession } from './app-session-ref.ts';
import { startIntlWhenSignedIn } from './first-intl.ts';
import { keepFirstPaintHint } from './first-paint-hint.ts';
import { inspectOption, startInspector } from './inspector.ts';
import type { AppSessionValue } from './session.tsx';
import { keepLanguageOnUser, storeLanguageOnUser } from './store-language.ts';

/**
 * The browser's session for the page's life: made once, by whichever code starts first (the app, or the sign-in
 * page's island, which hands it to the app).
 */
export async function startAppSession(): Promise<AppSessionValue> {
  await startInspector();
  const appSession = createAppSession({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    local: createBrowserStorage('local'),
    session: createBrowserStorage('session'),
    // Back online, a refresh that got no answer offline is made at once.
    network: window,
    ...inspectOption(),
  });
  keepFirstPaintHint(appSession.session);
  startIntlWhenSignedIn(appSession.session);
  setAppSession(appSession);
  return appSession;
}

/** The page's language, its texts loaded, and what a switch does (the app's and the sign-in island's). */
export interface StartedLanguage {
  /** The language the page starts in, its texts loaded (`loadLocale`). */
  language: { locale: Locale; catalogue: LoadedCatalogue };
  /** After a switch (every page re-rendered in `locale`): keep the choice, set the document's language. */
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The page's language (initialLocale: that of the HTML, else the visitor's choice, else the browser's), its
 * texts loaded before the first render; and what a switch does: the document's language and direction, the
 * choice kept in the browser (storage, cookie) and on the signed-in user.
 */
export async function startAppLanguage(appSession: AppSessionValue): Promise<StartedLanguage> {
  const locale = initialLocale();
  const catalogue = await loadLocale(locale);
  showLocale(locale);
  keepLanguageOnUser(appSession);
  return {
    language: { locale, catalogue },
    onLocaleChange: (next) => {
      showLocale(next);
      rememberLocale(next);
      storeLanguageOnUser(appSession, next);
    },
  };
}
