import type { Locale } from '@mijas/api';
import type { AppSessionValue } from './session.tsx';

/**
 * MERGE HOOK (issue 18): stores a signed-in user's language choice on their record, so the mail they get
 * follows it (`PUT /api/v1/User/language`, added with its client method by another engineer). Called after
 * every switch in the app; does nothing for a visitor who is not signed in. The lead wires the call at merge:
 *
 *     void appSession.api.setLanguage(locale).catch(() => {}); // the client method's name, as merged
 *
 * A failure is not shown: the choice is kept in the browser all the same (storage and cookie).
 */
export function storeLanguageOnUser(appSession: AppSessionValue, locale: Locale): void {
  if (!appSession.session.getSnapshot().context.user) return;
  void locale;
}
