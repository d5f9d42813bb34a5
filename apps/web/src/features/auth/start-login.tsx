import { nextTask, SIGN_IN_REDIRECT } from '@mijas/api';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { AppNavigate } from '../../lib/navigation.tsx';
import type { AppSessionValue } from '../../lib/session.tsx';
import { startAppLanguage, startAppSession, type StartedLanguage } from '../../lib/start-app.ts';
import { noteTypedFields, replayTypedFields } from '../../lib/typed-before-hydration.ts';
import { LoginIsland } from './login-island.tsx';

/** The app's entry (boot.tsx), which takes the page over with the session and language started here. */
export interface AppEntry {
  renderApp: (
    root: Root,
    started: { appSession: AppSessionValue; language: StartedLanguage },
  ) => Promise<void>;
}

export interface StartLoginOptions {
  /** The prerendered sign-in page. */
  container: HTMLElement;
  /** Called once the page handles its events itself (hydrated). */
  onReady?: () => void;
  /** The app's code. */
  loadApp: () => Promise<AppEntry>;
}

/**
 * React's part of the prerendered sign-in page (scripts/prerender.mjs), started at the visitor's first gesture
 * (landing-main.tsx): the session, the language and the sign-in form, hydrated node for node, without the router
 * and the app's other pages, whose code is fetched once the form runs. Text typed before is handed to the fields.
 * Signing in, a link to another page, or a session signed in meanwhile hands the page to the app at that address
 * (`renderApp`, in the same root, with this session: no second page load); were the app's code not to come,
 * the browser goes there by a page load instead.
 */
export async function startLogin({
  container,
  onReady,
  loadApp,
}: StartLoginOptions): Promise<{ root: Root; appSession: AppSessionValue }> {
  // This code's evaluation and the session's start each in a task of their own (a phone's pace).
  await nextTask();
  const appSession = await startAppSession();
  const language = await startAppLanguage(appSession);
  const typed = noteTypedFields(container);
  // The root, once hydrated (nothing leaves before: `leave` is called from the page's events).
  const page: { root?: Root } = {};
  let leaving = false;
  const leave: AppNavigate = (to, { replace }) => {
    if (leaving) return;
    leaving = true;
    void loadApp()
      .then(({ renderApp }) => {
        // The address changes as the app takes over (the form stays until the page there is drawn).
        if (replace) window.history.replaceState(null, '', to);
        else {
          window.history.pushState(null, '', to);
          window.scrollTo({ top: 0 });
        }
        return renderApp(page.root as Root, { appSession, language });
      })
      .catch(() => window.location.assign(to));
  };
  const prefetchApp = () => void loadApp().catch(() => {});
  const redirect = new URLSearchParams(window.location.search).get(SIGN_IN_REDIRECT);
  const hydrated = hydrateRoot(
    container,
    <StrictMode>
      <LoginIsland
        appSession={appSession}
        language={language}
        redirect={redirect}
        leave={leave}
        prefetchApp={prefetchApp}
        onReady={() => {
          replayTypedFields(typed);
          onReady?.();
          // The app's code, for where the visitor goes next, once the form runs.
          // (Not there, it is asked for again when needed: `leave` says what then.)
          void nextTask().then(prefetchApp);
        }}
      />
    </StrictMode>,
  );
  page.root = hydrated;
  return { root: hydrated, appSession };
}
