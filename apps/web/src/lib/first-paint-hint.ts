import { firstPaintCookies } from '@mijas/api';
import { selectFirstPaintHint, type SessionActor } from '@mijas/machines';

/**
 * Keeps the first-paint cookies in step with the session for as long as the app runs (from its start: a page
 * opened signed out clears what an ended session left): the server reads them to send `/` as the role sees it
 * (apps/server/src/web-app.ts). Written only when they change.
 */
export function keepFirstPaintHint(session: SessionActor): void {
  let written = '';
  const write = () => {
    const snapshot = session.getSnapshot();
    const cookies = firstPaintCookies(selectFirstPaintHint(snapshot), {
      secure: window.location.protocol === 'https:',
    });
    const next = cookies.join('\n');
    if (next === written) return;
    written = next;
    for (const cookie of cookies) document.cookie = cookie;
  };
  write();
  session.subscribe(write);
}
