import {
  createAppSession,
  createMemoryStorage,
  writeSession,
  type StoredSession,
} from '@mijas/machines';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { routes } from '../app/router.tsx';
import { inspectOption } from '../lib/inspector.ts';
import type { ScriptedApi } from '../testing/scripted-api.ts';

export interface JourneyProps {
  /** The scripted API the app talks to (`createScriptedApi`): the journey's server. */
  api: ScriptedApi;
  /** The address the app opens at. */
  url: string;
  /** A session this browser kept from an earlier visit (in local storage, as Remember Me leaves it). */
  stored?: StoredSession | undefined;
}

/**
 * The whole app, as `boot.tsx` starts it, on a memory router: the real routes, the real session
 * (`createAppSession`, on memory storages) and the real API client, whose `fetch` is the journey's scripted API.
 * The flow player (Storybook) watches the session and every page's machines, as over the live app.
 */
export function Journey({ api, url, stored }: JourneyProps) {
  const [app] = useState(() => {
    const local = createMemoryStorage();
    if (stored) writeSession(local, stored);
    const appSession = createAppSession({
      baseUrl: '',
      local,
      session: createMemoryStorage(),
      fetch: api.fetch,
      ...inspectOption(),
    });
    return { appSession, router: createMemoryRouter(routes, { initialEntries: [url] }) };
  });
  return (
    <div data-journey style={{ display: 'contents' }}>
      <Address router={app.router} />
      <App appSession={app.appSession} router={app.router} />
    </div>
  );
}

/** The test id of the journey's address bar. */
export const JOURNEY_ADDRESS = 'journey-address';

/** The address the app is at, as a browser's address bar would show it (a memory router has none). */
function Address({ router }: { router: DataRouter }) {
  const location = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location,
  );
  return (
    <p
      data-testid={JOURNEY_ADDRESS}
      style={{
        display: 'block',
        padding: '0.25rem 0.75rem',
        font: '0.8125rem/1.5 ui-monospace, monospace',
        background: '#1f2937',
        color: '#f9fafb',
        margin: 0,
      }}
    >
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Loads every page's module before the journey starts (in the app each loads on its first visit, through Vite's
 * transform here: seconds on a busy machine), so a page the user goes to shows at once.
 */
async function loadPages(): Promise<void> {
  const pages = routes.flatMap((route) => route.children ?? []);
  await Promise.all(pages.map((page) => (typeof page.lazy === 'function' ? page.lazy() : null)));
}

/** What a journey's setup made: its scripted API, and whatever else the journey reads (its club, its mails). */
export interface Scripted {
  api: ScriptedApi;
}

export interface JourneyOptions<T extends Scripted> {
  /** The address the app opens at. */
  url: string;
  /** A fresh server for each run: the scripted API and what its script keeps. */
  setup: () => T;
  /** The session the browser kept from an earlier visit, if any (made once the setup is). */
  stored?: (setup: T) => StoredSession;
  /** The user's part, asserting along the way; it ends on the journey's final state on screen. */
  play: (context: { canvasElement: HTMLElement; setup: T }) => Promise<void>;
}

/**
 * A journey's story: its setup made afresh for each render (a loader), the whole app opened at `url` against it,
 * then the user's part (the play function, a test in the storybook Vitest project).
 */
export function journey<T extends Scripted>({ url, setup, stored, play }: JourneyOptions<T>) {
  interface Loaded {
    setup: T;
    stored: StoredSession | undefined;
  }
  return {
    loaders: [
      async (): Promise<Loaded> => {
        await loadPages();
        const made = setup();
        return { setup: made, stored: stored?.(made) };
      },
    ],
    render: (_: unknown, { loaded }: { loaded: Record<string, unknown> }) => {
      const { setup: made, stored: session } = loaded as unknown as Loaded;
      return <Journey api={made.api} url={url} stored={session} />;
    },
    play: async ({
      canvasElement,
      loaded,
    }: {
      canvasElement: HTMLElement;
      loaded: Record<string, unknown>;
    }) => play({ canvasElement, setup: (loaded as unknown as Loaded).setup }),
  };
}
