import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type {
  AnyActorRef,
  AnyEventObject,
  AnyStateMachine,
  EventFromLogic,
  InspectionEvent,
  SnapshotFrom,
} from 'xstate';

/**
 * A page story is a scenario (the answers its fake calls give: the story's args) plus a list of events: the
 * harness sends them to the page's machines as soon as each one accepts its event, so the canvas, the docs page
 * and the story's test all show the same state, and the play function only asserts. An actor is named as the
 * flow player names it (and as its Copy link records it): a page's root machine by its id (`login`), a child by
 * its parent's name and its own id (`memberList/renew`).
 */
export interface StoryEvent {
  /** The actor that takes `event`: a root machine's id, or `parent/child`. */
  actor: string;
  event: AnyEventObject;
  /**
   * Sent only once the actor's snapshot also passes this: what a person waits for before acting although the
   * machine would take the event sooner (a list's row dialog once its rows are shown: `list-story.ts`).
   */
  when?: ((snapshot: never) => boolean) | undefined;
}

/**
 * A step of a story's events (in the story's `parameters.events`); with the machine as type argument the event
 * is checked against it: `send<typeof loginMachine>('login', { type: 'credentials.submit' })`.
 */
export function send<TMachine extends AnyStateMachine = AnyStateMachine>(
  actor: string,
  event: EventFromLogic<TMachine>,
  options: { when?: (snapshot: SnapshotFrom<TMachine>) => boolean } = {},
): StoryEvent {
  return options.when
    ? { actor, event, when: options.when as (snapshot: never) => boolean }
    : { actor, event };
}

/** The `field.change` events a form takes for each of `values` (typing into the fields). */
export function fill(actor: string, values: Record<string, unknown>): StoryEvent[] {
  return Object.entries(values).map(([field, value]) =>
    send(actor, { type: 'field.change', field, value }),
  );
}

/** How long a step waits for its actor to accept its event before the story says it cannot. */
export const STORY_STEP_TIMEOUT_MS = 5_000;

/** The harness's marker: `data-status` is `running`, `done` or `failed` (with the reason as its text). */
export const STORY_STATE = 'story-state';

const StoryEventsContext = createContext<readonly StoryEvent[]>([]);

/** Storybook's preview gives each story its `parameters.events` (apps/web/src/testing/preview.tsx). */
export function StoryEvents({
  events = [],
  children,
}: {
  events?: readonly StoryEvent[] | undefined;
  children: ReactNode;
}) {
  return <StoryEventsContext.Provider value={events}>{children}</StoryEventsContext.Provider>;
}

interface Known {
  ref: AnyActorRef;
  path: string;
}

/**
 * Watches the actors of one page (through XState's inspection, as the flow player does) and sends them the
 * story's events, each once its actor accepts it (`snapshot.can`): after an answer arrives, a dialog opens.
 */
export class StoryDriver {
  readonly #byRef = new Map<AnyActorRef, Known>();
  readonly #byPath = new Map<string, Known>();
  readonly #waiters = new Set<() => void>();
  status: 'running' | 'done' | 'failed' = 'running';
  failure = '';

  /** `stepTimeoutMs`: how long a step waits for its actor to accept its event (shorter in tests). */
  constructor(readonly stepTimeoutMs = STORY_STEP_TIMEOUT_MS) {}

  /** The `inspect` option of the page's machines. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.actor') this.#add(event.actorRef as AnyActorRef);
    for (const waiter of [...this.#waiters]) waiter();
  };

  /** An actor made elsewhere (the harness's session), by name. */
  register(path: string, ref: AnyActorRef): void {
    const known = { ref, path };
    this.#byRef.set(ref, known);
    this.#byPath.set(path, known);
    ref.subscribe({
      next: () => this.inspect({ type: '@xstate.snapshot' } as InspectionEvent),
      error: () => {},
    });
  }

  #add(ref: AnyActorRef): void {
    const parent = ref._parent ? this.#byRef.get(ref._parent) : undefined;
    const logic = (ref as unknown as { logic?: { id?: string } }).logic;
    const path = parent ? `${parent.path}/${ref.id}` : (logic?.id ?? ref.id);
    const known = { ref, path };
    this.#byRef.set(ref, known);
    // The newest actor of a name: a page's machine started again is the one shown.
    this.#byPath.set(path, known);
  }

  /** The actor `path` names once it is running and accepts `event`. */
  #ready(step: StoryEvent): AnyActorRef | undefined {
    const known = this.#byPath.get(step.actor);
    if (!known) return undefined;
    let snapshot: { status: string; can?: (event: AnyEventObject) => boolean };
    try {
      snapshot = known.ref.getSnapshot() as typeof snapshot;
    } catch {
      // Still starting (XState refuses to read a snapshot then; another actor's event asked): its own next
      // inspection event asks again.
      return undefined;
    }
    if (snapshot.status !== 'active') return undefined;
    if (step.when && !step.when(snapshot as never)) return undefined;
    try {
      return !snapshot.can || snapshot.can(step.event) ? known.ref : undefined;
    } catch {
      // A guard that reads what this event does not carry: let the machine decide.
      return known.ref;
    }
  }

  #until(step: StoryEvent): Promise<AnyActorRef | undefined> {
    const found = this.#ready(step);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      const check = () => {
        const ref = this.#ready(step);
        if (!ref) return;
        this.#waiters.delete(check);
        clearTimeout(timer);
        // After the change that made it ready is processed.
        queueMicrotask(() => resolve(ref));
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        resolve(undefined);
      }, this.stepTimeoutMs);
      this.#waiters.add(check);
    });
  }

  /** Sends each event in turn; resolves when all were taken or one never could be. */
  async run(events: readonly StoryEvent[], isCancelled: () => boolean): Promise<void> {
    for (const [index, step] of events.entries()) {
      const ref = await this.#until(step);
      if (isCancelled()) return;
      if (!ref) {
        const known = this.#byPath.get(step.actor);
        this.failure = known
          ? `Story event ${index + 1}: ${step.actor} never accepted ${step.event.type}${
              step.when ? ' where its story waits for it' : ''
            } (it is in ${JSON.stringify((known.ref.getSnapshot() as { value?: unknown }).value)})`
          : `Story event ${index + 1}: no actor ${step.actor} (known: ${[...this.#byPath.keys()].join(', ')})`;
        this.status = 'failed';
        return;
      }
      ref.send(step.event);
    }
    this.status = 'done';
  }
}

/** The page's driver: sends the story's events once the page has mounted. */
export function useStoryDriver(): { driver: StoryDriver; marker: ReactNode } {
  const events = useContext(StoryEventsContext);
  const [driver] = useState(() => new StoryDriver());
  const [, setStatus] = useState(driver.status);
  useEffect(() => {
    let cancelled = false;
    void driver
      .run(events, () => cancelled)
      .then(() => {
        if (!cancelled) setStatus(driver.status);
      });
    return () => {
      cancelled = true;
    };
  }, [driver, events]);
  const marker =
    events.length === 0 ? null : (
      <output data-testid={STORY_STATE} data-status={driver.status} hidden>
        {driver.failure}
      </output>
    );
  return { driver, marker };
}
