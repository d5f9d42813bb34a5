import type { Decorator } from '@storybook/react-vite';
import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { nameStory } from '../catalogue/reach.ts';
import { withRecording } from '../player/link.ts';
import { RuntimePanel } from '../player/Panel.tsx';
import { EVENTS, type PlayerCommand } from '../player/protocol.ts';
import { FlowPlayerRuntime } from '../player/runtime.ts';

/**
 * The flow player's side in Storybook's preview: one runtime per story (scenarios chosen for a story stay
 * chosen while the page is open), plugged into the app's machines while the story is in the canvas, and
 * talking to the panel in Storybook's manager over the channel.
 */

/**
 * Where an app lets the player in (apps/web/src/testing/flow-player.ts passes its own): the package imports
 * nothing of the app.
 */
export interface FlowPlayerHost {
  /**
   * Plugs `runtime` into the app's machines (they report to it, their fakes answer as its scenarios choose),
   * or takes the player out (undefined).
   */
  plug(runtime: FlowPlayerRuntime | undefined): void;
  /** The runtime plugged in now, if any. */
  plugged(): unknown;
}

const runtimes = new Map<string, FlowPlayerRuntime>();
/** The story in the canvas: the panel's commands go to it. */
let shown: FlowPlayerRuntime | undefined;

/** Phases after which the story's script (its play function) is over. */
const SCRIPT_OVER = new Set(['played', 'completed', 'finished', 'errored', 'aborted']);

/** Storybook itself (not a test runner's portable story) renders the canvas: it reports render phases. */
const reportsPhases = () => '__STORYBOOK_PREVIEW__' in globalThis;

/**
 * A story's runtime as a page opened at `search` starts it: with the recording a Copy link carries (its
 * scenarios from the first render, its steps once the story's script ended).
 */
export function runtimeFromAddress(story: string, search: string): FlowPlayerRuntime {
  const runtime = new FlowPlayerRuntime({ story, live: false });
  runtime.loadFromAddress(search);
  return runtime;
}

function runtimeFor(story: string): FlowPlayerRuntime {
  let runtime = runtimes.get(story);
  if (!runtime) {
    // A Copy link opened: the page's address carries the recording (Storybook hands its parameters on).
    runtime = runtimeFromAddress(story, window.location.search);
    runtimes.set(story, runtime);
  }
  return runtime;
}

function emitView() {
  if (shown) addons.getChannel().emit(EVENTS.view, shown.view());
}

let bridged = false;
function bridge() {
  if (bridged) return;
  bridged = true;
  const channel = addons.getChannel();
  channel.on(EVENTS.command, (command: PlayerCommand) => shown?.command(command));
  channel.on(EVENTS.request, emitView);
  channel.on(
    STORY_RENDER_PHASE_CHANGED,
    ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
      if (SCRIPT_OVER.has(newPhase)) runtimes.get(storyId)?.scriptEnded();
    },
  );
}

/** A story's own settings for the player (`parameters.flowPlayer`). */
export interface FlowPlayerParameters {
  flowPlayer?: {
    /**
     * The play function acts as QA does (the player's own stories: it chooses, types, copies a link), so its
     * steps are recorded as QA's; by default a story's script is not (QA's part starts after it).
     */
    scriptIsQa?: boolean;
  };
}

const RuntimeContext = createContext<FlowPlayerRuntime | null>(null);

/** The player's root and decorator, plugged into the app through `host`. */
export function createFlowPlayer(host: FlowPlayerHost) {
  /** The story (re)mounts: its actors report to its runtime, the panel talks to it. */
  function attach(runtime: FlowPlayerRuntime) {
    runtime.beginMount();
    shown = runtime;
    host.plug(runtime);
  }

  /** Plugs `runtime` (by default the story's own) into the machines the children start. */
  function FlowPlayerRoot({
    story,
    runtime = runtimeFor(story),
    scriptIsQa = false,
    children,
  }: {
    story: string;
    runtime?: FlowPlayerRuntime;
    /** The story's play function plays QA's part (the player's own stories): its steps are recorded. */
    scriptIsQa?: boolean;
    children: ReactNode;
  }) {
    // Before the story renders: its actors are made while it renders.
    useState(() => attach(runtime));
    // Restart with these scenarios: the story mounted again here, its actors made afresh with the scenarios
    // chosen. Storybook is not asked to (its remount runs the play function again, over QA's scenarios).
    const restarts = useSyncExternalStore(
      (listener) => runtime.subscribe(listener),
      () => runtime.restarts,
    );
    useEffect(() => {
      // No script runs after a restart: QA's part starts with the story.
      if (restarts > 0) runtime.scriptEnded();
    }, [runtime, restarts]);
    useEffect(() => {
      bridge();
      const unsubscribe = runtime.subscribe(emitView);
      emitView();
      // Under a test runner nothing reports the end of the play function: QA's part starts with the story. So
      // it does in a story whose play function is QA's part.
      if (!reportsPhases() || scriptIsQa) runtime.scriptEnded();
      return () => {
        unsubscribe();
        if (host.plugged() === runtime) host.plug(undefined);
      };
    }, [runtime, scriptIsQa]);
    return (
      <RuntimeContext.Provider value={runtime}>
        <Fragment key={restarts}>{children}</Fragment>
      </RuntimeContext.Provider>
    );
  }

  /** Plugs the flow player into the page stories (story view only: a docs page shows many stories at once). */
  const withFlowPlayer: Decorator = (Story, context) => {
    // The catalogue's "stories that reach it" names the story (catalogue/reach.ts).
    nameStory(context.id, context.title, context.name);
    return context.viewMode === 'docs' ? (
      <Story />
    ) : (
      <FlowPlayerRoot
        key={context.id}
        story={context.id}
        scriptIsQa={(context.parameters as FlowPlayerParameters).flowPlayer?.scriptIsQa === true}
      >
        <Story />
      </FlowPlayerRoot>
    );
  };

  return { FlowPlayerRoot, withFlowPlayer };
}

/** The story's runtime (inside `withFlowPlayer`). */
export function useFlowPlayer(): FlowPlayerRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useFlowPlayer needs the withFlowPlayer decorator');
  return runtime;
}

/** The panel inside a story's canvas, beside the page (the player's own stories and tests). */
export function InlineFlowPlayer() {
  const runtime = useFlowPlayer();
  return (
    <RuntimePanel
      variant="inline"
      runtime={runtime}
      linkFor={(encoded) => withRecording(window.location.href, encoded)}
    />
  );
}

/** The story's runtime if the flow player runs around it (a journey hands it its scripted API), else null. */
export function usePlayerRuntime(): FlowPlayerRuntime | null {
  return useContext(RuntimeContext);
}
