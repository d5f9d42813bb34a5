import { formatNumber, isLocale } from '@mijas/api';
import { selectPanel, type SessionActor } from '@mijas/machines';

/**
 * The first `Intl` object a page makes starts the browser's ICU: 16–26 ms on a desktop, four times that on a
 * phone, where every later one costs 0–3 ms. Every panel formats (a count, a date, an amount) in its first render
 * with data, which was its longest task (Lighthouse's Total Blocking Time, issue 32). Once somebody is signed in
 * (a panel opened in a session, or a sign-in), the number format of the document's language (`showLocale` set
 * it) is made in a task of its own while the panel's code and data are on the way; the page's formats are then
 * cheap. Made once (`intlOnce`, in `formatNumber`): the format the pages' counts use.
 */
export function startIntlWhenSignedIn(session: SessionActor): void {
  const subscription = session.subscribe(check);
  function check() {
    if (selectPanel(session.getSnapshot()) === null) return;
    subscription.unsubscribe();
    setTimeout(() => {
      const language = document.documentElement.lang;
      if (isLocale(language)) formatNumber(language, 0);
    });
  }
  check();
}
