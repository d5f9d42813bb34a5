import type { AppSessionValue } from './session.tsx';

let appSessionStarted: (value: AppSessionValue) => void = () => {};
const startedAppSession = new Promise<AppSessionValue>((resolve) => {
  appSessionStarted = resolve;
});

/** Called once by the app's start (`boot.tsx`) with its session, for what runs outside React (`whenAppSession`). */
export function setAppSession(value: AppSessionValue): void {
  appSessionStarted(value);
}

/**
 * The app's session once it has started: for the routes' `preload`s, which run before any of React (on a page's
 * load, even before the session starts). Never settles where the app was not started (a test's own tree).
 */
export function whenAppSession(): Promise<AppSessionValue> {
  return startedAppSession;
}
