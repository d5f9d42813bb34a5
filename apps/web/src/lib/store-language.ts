import { currentLocale, type Locale } from '@mijas/api';
import type { AppSessionValue } from './session.tsx';

/**
 * Stores a signed-in user's language on their record (`PUT /api/v1/User/language`), so the mail they get
 * follows it. Nothing for a visitor who is not signed in. A failure is not shown: the choice is kept in the
 * browser all the same (storage and cookie), and stored again at the next switch or sign-in.
 */
export function storeLanguageOnUser(appSession: AppSessionValue, locale: Locale): void {
  if (!appSession.session.getSnapshot().context.user) return;
  appSession.api.setLanguage({ language: locale }).catch(() => {});
}

/**
 * Keeps the user's record in the language they read: whenever somebody signs in (a user appears in the session
 * where there was none or another), the page's language is stored on them: one chose Arabic on the landing,
 * then logged in, gets Arabic mail. A session already there when the page opens is not written again.
 */
export function keepLanguageOnUser(appSession: AppSessionValue): void {
  let user = appSession.session.getSnapshot().context.user?.id ?? null;
  appSession.session.subscribe((snapshot) => {
    const next = snapshot.context.user?.id ?? null;
    if (next === user) return;
    user = next;
    if (next) storeLanguageOnUser(appSession, currentLocale());
  });
}
