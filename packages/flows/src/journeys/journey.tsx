import {
  createAppSession,
  createMemoryStorage,
  writeSession,
  type StoredSession,
} from '@mijas/machines';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { InspectionEvent } from 'xstate';
import { usePlayerRuntime } from '../storybook/preview.tsx';
import type { ScriptedApi } from './scripted-api.ts';

/**
 * What a journey needs of the app, passed in by the app (apps/web/src/journeys/journey.tsx): the package imports
 * nothing of it.
 */
export interface JourneyApp<R extends JourneyRouter> {
  /** The app's router on a history of its own, at `url` (a journey has no address bar). */
  createRouter(url: string): R;
  /** Loads the code of every page of the app. */
  loadPages(): Promise<void>;
  /** The whole app around a session and a router, as `boot.tsx` renders it. */
  App: ComponentType<{ appSession: ReturnType<typeof createAppSession>; router: R }>;
  /** The `inspect` option of the actors the app starts: the flow player's, when it runs. */
  inspectOption(): { inspect?: (event: InspectionEvent) => void };
}

export interface JourneyProps {
  /** The scripted API the app talks to (`createScriptedApi`): the journey's server. */
  api: ScriptedApi;
  /** The address the app opens at. */
  url: string;
  /** A session this browser kept from an earlier visit (in local storage, as Remember Me leaves it). */
  stored?: StoredSession | undefined;
  /**
   * A fresh server (its script's data, its calls counted from the first) for a restart of the journey inside the
   * flow player (Restart with these scenarios), which mounts it again without running its loader.
   */
  remake?: () => { api: ScriptedApi; stored?: StoredSession | undefined };
}

/** What a journey reads of the app's router: the address it is at, as it changes. */
export interface JourneyRouter {
  readonly state: { location: { pathname: string; search: string } };
  subscribe(listener: () => void): () => void;
}

/** The test id of the journey's address bar. */
export const JOURNEY_ADDRESS = 'journey-address';

/** The address the app is at, as a browser's address bar would show it (a memory router has none). */
function Address({ router }: { router: JourneyRouter }) {
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

/** The journeys of `app`: a story's whole app against its scripted API (`journey`). */
export function createJourneys<R extends JourneyRouter>(app: JourneyApp<R>) {
  const { App } = app;

  /**
   * The whole app, as `boot.tsx` starts it, on a memory router: the real routes, the real session
   * (`createAppSession`, on memory storages) and the real API client, whose `fetch` is the journey's scripted API.
   * The flow player (Storybook) watches the session and every page's machines, as over the live app.
   */
  function Journey({ url, remake, ...first }: JourneyProps) {
    const player = usePlayerRuntime();
    // Restarted by QA: a fresh server, so that "the Nth call" and the script's data start again too.
    const [{ api, stored }] = useState(() =>
      (player?.restarts ?? 0) > 0 && remake ? remake() : first,
    );
    // The flow player steers the scripted API (QA's choice per endpoint) and logs its calls, before any is made.
    useState(() => player?.attachApi(api));
    useEffect(() => player?.attachApi(api), [player, api]);
    const [started] = useState(() => {
      const local = createMemoryStorage();
      if (stored) writeSession(local, stored);
      const appSession = createAppSession({
        baseUrl: '',
        local,
        session: createMemoryStorage(),
        fetch: api.fetch,
        ...app.inspectOption(),
      });
      return { appSession, router: app.createRouter(url) };
    });
    return (
      <div data-journey style={{ display: 'contents' }}>
        <Address router={started.router} />
        <App appSession={started.appSession} router={started.router} />
      </div>
    );
  }

  /**
   * Loads every page's module before the journey starts (in the app each loads on its first visit, through Vite's
   * transform here: seconds on a busy machine), so a page the user goes to shows at once.
   */
  function loadPages(): Promise<void> {
    return app.loadPages();
  }

  /**
   * A journey's story: its setup made afresh for each render (a loader), the whole app opened at `url` against it,
   * then the user's part (the play function, a test in the storybook Vitest project).
   */
  function journey<T extends Scripted>({ url, setup, stored, play }: JourneyOptions<T>) {
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
        const remake = () => {
          const fresh = setup();
          return { api: fresh.api, stored: stored?.(fresh) };
        };
        return <Journey api={made.api} url={url} stored={session} remake={remake} />;
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

  return { Journey, journey };
}
