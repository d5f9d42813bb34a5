import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorLogic, AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { EndpointName } from '@mijas/api';
import {
  callsOf,
  describeEndpoint,
  endpointCalls,
  endpointRequest,
  prepareCalls,
} from './calls.ts';
import {
  createFakeWrapper,
  isMachine,
  isPromiseLogic,
  type FakeCall,
  type Flows,
} from './fakes.ts';
import { encodeRecording, readLink } from './link.ts';
import { reachRecorder } from '../catalogue/reach.ts';
import type {
  ActorView,
  CallView,
  EventView,
  FakeView,
  JsonValue,
  PlayerCommand,
  PlayerView,
  Recording,
  ReplayView,
  Scenario,
  Step,
  TimelineEntry,
} from './protocol.ts';
import templates from './event-templates.json' with { type: 'json' };
import { toJson } from './to-json.ts';

/** How long a replayed step waits for its actor to reach the state it was sent in. */
export const REPLAY_STEP_TIMEOUT_MS = 10_000;
const TIMELINE_LIMIT = 500;
/** The actions the timeline shows: where the flow went and what it told the user. */
const SHOWN_ACTIONS = new Set(['navigate', 'notify']);

interface ActorRecord {
  ref: AnyActorRef;
  path: string;
  name: string;
  parent: ActorRecord | null;
  kind: ActorView['kind'];
  order: number;
  stateKey: string | null;
  status: string;
}

interface FakeRecord {
  key: string;
  machine: string;
  src: string;
  /** A story's fake actor; none for an endpoint of a journey's scripted API. */
  original?: AnyActorLogic;
  /** The endpoint a journey's scripted API answers. */
  endpoint?: EndpointName;
  called: number;
  storyOutcome?: string;
}

/** The owner the panel shows for a journey's endpoints (`scripted API › refreshToken`). */
export const SCRIPTED_API = 'scripted API';
/** How many calls the log keeps (and a link carries). */
const CALL_LOG_LIMIT = 200;

/** A call of a journey's scripted API, as it reports it (packages/flows/src/journeys/scripted-api.ts). */
export interface SteeredCall {
  /** Its number among the scripted API's calls, from 1. */
  id: number;
  endpoint: string | null;
  method: string;
  url: string;
  /** 0 until it answers (or for no answer at all, once `answered`). */
  status: number;
  answered: boolean;
  /** The short name of the token it carried (`access #1`). */
  tokenName: string | null;
  waitedFor?: number;
  replayedBy?: number;
  replayOf?: number;
}

/** What the player gives a journey's scripted API: each call's scenario, and a report of every call. */
export interface ApiSteering {
  /** The scenario of the `nth` call (from 1) to `endpoint`. */
  scenario(endpoint: EndpointName, nth: number): Scenario;
  /** A call was made, or changed (answered, replayed). */
  reported(call: SteeredCall): void;
}

/** A journey's scripted API, as the player steers it. */
export interface SteerableApi {
  /** The endpoints its script answers. */
  readonly endpoints: readonly EndpointName[];
  steer(steering: ApiSteering | undefined): void;
}

const STORY: Scenario = { kind: 'story' };

/** The id of the machine an actor runs (its logic's), or '' for another actor. */
function machineId(ref: AnyActorRef): string {
  const logic = (ref as unknown as { logic?: unknown }).logic;
  return isMachine(logic) ? logic.id : '';
}

/** A machine snapshot's value as the key a replayed step waits for. */
export function stateKey(snapshot: unknown): string | null {
  const value = (snapshot as { value?: unknown } | undefined)?.value;
  return value === undefined ? null : JSON.stringify(value);
}

/** The active leaf states of a machine snapshot: `['loaded.idle']`. */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .filter((path) => path !== '');
}

/**
 * The payload an event of `machine` carries, as a template read from its event type (`pnpm flows:events`
 * writes them: scripts/event-templates.ts), or undefined for an event with none.
 */
export function eventTemplate(
  machine: string,
  type: string,
): Record<string, JsonValue> | undefined {
  const events = (templates as Record<string, Record<string, Record<string, JsonValue>>>)[machine];
  return events?.[type];
}

/**
 * The events a machine's active states accept now (by `snapshot.can`, with the payload QA would send), and
 * those a guard decides by a payload QA has not given yet (`template`: offered with the event's shape).
 */
export function acceptedEvents(
  snapshot: AnyMachineSnapshot,
  payloadOf: (type: string) => Record<string, JsonValue>,
  templateOf: (type: string) => Record<string, JsonValue> | undefined = () => undefined,
): EventView[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const node of snapshot._nodes) for (const type of node.ownEvents) types.add(type);
  const events: EventView[] = [];
  for (const type of types) {
    if (type.startsWith('xstate.') || type.includes('*')) continue;
    const seen = payloadOf(type);
    const template = Object.keys(seen).length === 0 ? templateOf(type) : undefined;
    const payload = template ?? seen;
    let accepted: boolean;
    try {
      accepted = snapshot.can({ type, ...payload });
    } catch {
      // A guard that reads a payload it did not get: the event is handled here, let QA try.
      accepted = true;
    }
    if (accepted || template)
      events.push({
        type,
        payload: JSON.stringify(payload),
        ...(template ? { template: true } : {}),
      });
  }
  return events.sort((a, b) => a.type.localeCompare(b.type));
}

function describeAction(type: string, params: unknown): string {
  const value = (params ?? {}) as Record<string, unknown>;
  if (type === 'navigate')
    return `navigate → ${String(value.to)}${value.replace ? ' (replace)' : ''}`;
  if (type === 'notify')
    return `notify ${String(value.kind ?? '')}: ${String(value.title ?? '')}${value.description ? ` — ${String(value.description)}` : ''}`;
  return type;
}

export function describeScenario(scenario: Scenario): string {
  const only = scenario.kind !== 'story' && scenario.call ? ` on call ${scenario.call} only` : '';
  switch (scenario.kind) {
    case 'story':
      return "the story's answer";
    case 'never':
      return `never answers${only}`;
    case 'delay':
      return `answers after ${scenario.ms} ms${only}`;
    case 'fail':
      return `${scenario.answer.status === 0 ? 'no answer (offline)' : `fails ${scenario.answer.status}`}${scenario.ms ? ` after ${scenario.ms} ms` : ''}${only}`;
  }
}

/** Whether two scenarios are the same choice but for their numbers (a delay typed digit by digit). */
function sameChoice(a: Scenario, b: Scenario): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'fail' && b.kind === 'fail')
    return (
      a.answer.status === b.answer.status &&
      JSON.stringify(a.answer.body) === JSON.stringify(b.answer.body)
    );
  return true;
}

/** The status a failed call shows: the API client's error's, else none (0). */
function failedStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export interface RuntimeOptions {
  /** Storybook's story id (the link names it); none over the live app. */
  story?: string;
  /** Records from the start (the live app); a story's runtime waits for `scriptEnded`. */
  live?: boolean;
  now?: () => number;
}

/**
 * Events the app's own code sends a machine in answer to something a replay brings about again by itself: the API
 * client's `refresh.needed` after a 401 (the replayed call is refused again), the panel route's `location.change`
 * after the address changed (the replayed step changes it again). Recorded as QA's steps, a replay would send them
 * twice, and early: a refresh before the call that needed it. Sent from the Flows panel, they are QA's.
 */
const APP_SENT_EVENTS = new Set(['refresh.needed', 'location.change']);

/**
 * The flow player beside the page: it watches every actor through XState's inspection API (the session, each
 * page's root machine and its children), answers the story's fake calls as their scenarios say, keeps the
 * timeline, records what QA does after the story's own script (the Copy link) and replays a recording.
 */
export class FlowPlayerRuntime {
  readonly story: string | undefined;
  private readonly now: () => number;
  private readonly actors = new Map<AnyActorRef, ActorRecord>();
  private readonly byPath = new Map<string, ActorRecord>();
  /** Every actor seen since the story mounted, stopped ones too: React's strict mode stops one and restarts it. */
  private known = new WeakMap<AnyActorRef, ActorRecord>();
  private readonly rootCounts = new Map<string, number>();
  private order = 0;
  private readonly fakes = new Map<string, FakeRecord>();
  private readonly chosen = new Map<string, Scenario>();
  private initial: Record<string, Scenario> = {};
  private steps: Step[] = [];
  private timeline: TimelineEntry[] = [];
  private nextEntry = 1;
  private startedAt: number;
  /** False while the story mounts and its script (play function) runs: nothing is recorded. */
  private live = true;
  /**
   * How many times QA restarted the story (Restart with these scenarios): the player's root mounts the story
   * again each time, with no script to wait for.
   */
  restarts = 0;
  private readonly payloads = new Map<string, Record<string, JsonValue>>();
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Set<() => void>();
  private version = 0;
  private cached: { version: number; view: PlayerView } | undefined;
  private replayState: ReplayView | undefined;
  private pendingReplay: Recording | undefined;
  private notifyScheduled = false;
  /** Events sent and not yet processed: one sent meanwhile comes from an actor's action, not from QA. */
  private readonly inFlight = new Set<object>();
  /** The event the panel is sending for QA at this moment (inspection reports it while `send` runs). */
  private sentByQa: object | undefined;
  private inFlightReset = false;
  private readonly callsCache = new Map<
    string,
    { context: unknown; view: ReturnType<typeof callsOf> }
  >();
  private calls: CallView[] = [];
  /** How many of the story's calls have been answered since it (re)mounted (the log keeps only the last ones). */
  private answered = 0;
  private nextCall = 1;
  private recordedCalls: CallView[] | undefined;
  private linkProblem: string | undefined;

  /** What its machines went through since the story mounted: the catalogue's "stories that reach it". */
  readonly reach;

  constructor({ story, live = true, now = () => performance.now() }: RuntimeOptions = {}) {
    this.story = story;
    this.reach = reachRecorder(story);
    this.live = live;
    this.now = now;
    this.startedAt = now();
    void prepareCalls().then(() => {
      this.callsCache.clear();
      this.changed();
    });
  }

  /** The `inspect` option for every actor of the page. */
  readonly inspect = (event: InspectionEvent): void => {
    try {
      this.handle(event);
    } catch (error) {
      // The player never breaks the page it watches.
      console.error('flow player:', error);
    }
  };

  /** The story's fakes, answering through this player's scenarios. */
  readonly provideFakes = createFakeWrapper({
    register: (machine, src, original) => {
      const key = `${machine}.${src}`;
      const known = this.fakes.get(key);
      if (known) known.original = original;
      else {
        this.fakes.set(key, { key, machine, src, original, called: 0 });
        this.changed();
      }
      return key;
    },
    call: (key) => this.fakeCall(key),
  }) as <T extends Flows>(flows: T) => T;

  /** The scenario of the `nth` call of `key`: the one chosen, unless it is for another call. */
  private scenarioFor(key: string, nth: number): Scenario {
    const chosen = this.chosen.get(key) ?? STORY;
    return chosen.kind !== 'story' && chosen.call !== undefined && chosen.call !== nth
      ? STORY
      : chosen;
  }

  /** A fake is called: counted, logged (the endpoint it stands for, no token) and answered as chosen. */
  private fakeCall(key: string): FakeCall {
    const fake = this.fakes.get(key);
    const nth = fake ? (fake.called += 1) : 1;
    const scenario = this.scenarioFor(key, nth);
    const names = fake ? this.fakeCalls(fake).endpoints : [];
    const [first] = names;
    const request = first ? endpointRequest(first) : undefined;
    const call = this.logCall({
      endpoint: names.length > 0 ? names.join(' + ') : null,
      method: request?.method ?? '?',
      url: request?.url ?? (fake ? `${fake.machine} › ${fake.src}` : key),
      token: null,
      via: 'fake',
      ...(scenario.kind === 'story' ? {} : { scenario: describeScenario(scenario) }),
    });
    return {
      scenario,
      settled: (error) => {
        const status = error === undefined ? (request?.status ?? 200) : failedStatus(error);
        this.endCall(call, status);
        if (fake && scenario.kind === 'story')
          fake.storyOutcome =
            error === undefined ? 'answers' : status === 0 ? 'fails: no answer' : `fails ${status}`;
        this.changed();
      },
    };
  }

  private logCall(call: Omit<CallView, 'id' | 'at' | 'ms' | 'status'>): CallView {
    const entry: CallView = {
      id: this.nextCall++,
      ...call,
      status: null,
      at: Math.round(this.now() - this.startedAt),
      ms: null,
    };
    this.calls.push(entry);
    if (this.calls.length > CALL_LOG_LIMIT)
      this.calls.splice(0, this.calls.length - CALL_LOG_LIMIT);
    this.changed();
    return entry;
  }

  private endCall(call: CallView, status: number): void {
    call.status = status;
    this.answered += 1;
    // From the rounded start: never -0 (a link's JSON would read it as 0).
    call.ms = Math.max(0, Math.round(this.now() - this.startedAt) - call.at);
    this.changed();
  }

  /**
   * A journey's scripted API answers through the player: each endpoint its script answers is a fake QA chooses
   * for (`scripted API › refreshToken`), and every call it makes is in the call log.
   */
  attachApi(api: SteerableApi): () => void {
    for (const endpoint of api.endpoints) {
      const key = `api.${endpoint}`;
      if (!this.fakes.has(key))
        this.fakes.set(key, { key, machine: SCRIPTED_API, src: endpoint, endpoint, called: 0 });
    }
    /** The log's entry of each of the API's calls, by its number there. */
    const entries = new Map<number, CallView>();
    const logged = (id: number | undefined) => (id === undefined ? undefined : entries.get(id)?.id);
    api.steer({
      scenario: (endpoint, nth) => {
        const fake = this.fakes.get(`api.${endpoint}`);
        if (fake) fake.called = Math.max(fake.called, nth);
        return this.scenarioFor(`api.${endpoint}`, nth);
      },
      reported: (call) => {
        let entry = entries.get(call.id);
        if (!entry) {
          const scenario = call.endpoint
            ? this.scenarioFor(
                `api.${call.endpoint}`,
                this.fakes.get(`api.${call.endpoint}`)?.called ?? 0,
              )
            : STORY;
          entry = this.logCall({
            endpoint: call.endpoint,
            method: call.method,
            url: call.url,
            token: call.tokenName,
            via: 'api',
            ...(scenario.kind === 'story' ? {} : { scenario: describeScenario(scenario) }),
          });
          entries.set(call.id, entry);
        }
        if (call.answered && entry.status === null) this.endCall(entry, call.status);
        const links = {
          waitedFor: logged(call.waitedFor),
          replayedBy: logged(call.replayedBy),
          replayOf: logged(call.replayOf),
        };
        for (const [name, value] of Object.entries(links))
          if (value !== undefined) (entry as unknown as Record<string, number>)[name] = value;
        this.changed();
      },
    });
    this.changed();
    return () => api.steer(undefined);
  }

  /**
   * The story (re)mounts: the actors and the timeline start afresh, the scenarios chosen so far are the ones it
   * starts with, and nothing is recorded until its script (play function) ended: `scriptEnded`.
   */
  beginMount(): void {
    this.reach.reset();
    this.actors.clear();
    this.byPath.clear();
    this.known = new WeakMap();
    this.rootCounts.clear();
    this.fakes.clear();
    this.callsCache.clear();
    this.timeline = [];
    this.steps = [];
    this.calls = [];
    this.answered = 0;
    this.payloads.clear();
    this.startedAt = this.now();
    this.initial = Object.fromEntries(this.chosen);
    this.live = false;
    this.changed();
  }

  /** The story's script ended (or it had none): QA's steps are recorded from now on, a replay runs. */
  scriptEnded(): void {
    if (this.live) return;
    this.live = true;
    this.changed();
    const recording = this.pendingReplay;
    this.pendingReplay = undefined;
    if (recording) void this.replay(recording);
  }

  /**
   * Replays `recording` in this story: its scenarios from the story's first render (call before it mounts),
   * its steps once the story's script ended.
   */
  load(recording: Recording): void {
    for (const [key, scenario] of Object.entries(recording.scenarios))
      this.chosen.set(key, scenario);
    if (recording.calls) this.recordedCalls = recording.calls;
    this.replayState = { status: 'running', done: 0, total: recording.steps.length };
    if (this.live) void this.replay(recording);
    else this.pendingReplay = recording;
  }

  /**
   * Reads the recording a page address carries for this story (before it mounts); a link that cannot be read
   * is said in the panel, not ignored.
   */
  loadFromAddress(search: string): void {
    const read = this.story === undefined ? null : readLink(search, this.story);
    if (!read) return;
    if ('recording' in read) this.load(read.recording);
    else {
      this.linkProblem = read.problem;
      this.changed();
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  command(command: PlayerCommand): void {
    switch (command.type) {
      case 'send': {
        const record = this.byPath.get(command.actor);
        if (record && record.status !== 'stopped') {
          // QA's, whatever its type (one the app also sends, `APP_SENT_EVENTS`, is recorded when QA sends it).
          this.sentByQa = command.event;
          try {
            record.ref.send(command.event);
          } finally {
            this.sentByQa = undefined;
          }
        }
        break;
      }
      case 'scenario':
        this.choose(command.fake, command.scenario);
        break;
      case 'clear-timeline':
        this.timeline = [];
        this.changed();
        break;
      case 'restart':
        // The story's actors and timeline start afresh with the scenarios chosen (the player's root mounts it).
        this.restarts += 1;
        this.beginMount();
        break;
    }
  }

  /** What the panel shows (the same object until something changes). */
  view(): PlayerView {
    if (this.cached?.version === this.version) return this.cached.view;
    const view: PlayerView = {
      ...(this.story ? { story: this.story } : {}),
      actors: this.actorViews(),
      fakes: [...this.fakes.values()].map((fake) => this.fakeView(fake)),
      timeline: this.timeline.slice(-300),
      steps: this.steps.length,
      ...(this.story ? { link: encodeRecording(this.recording()) } : {}),
      ...(this.replayState ? { replay: { ...this.replayState } } : {}),
      calls: this.calls.map((call) => ({ ...call })),
      ...(this.recordedCalls ? { recordedCalls: this.recordedCalls } : {}),
      ...(this.linkProblem ? { linkProblem: this.linkProblem } : {}),
    };
    this.cached = { version: this.version, view };
    return view;
  }

  /** What a Copy link carries. */
  recording(): Recording {
    const scenarios = Object.fromEntries(
      Object.entries(this.initial).filter(([, scenario]) => scenario.kind !== 'story'),
    );
    return {
      v: 1,
      story: this.story ?? '',
      scenarios,
      steps: [...this.steps],
      calls: this.calls.map((call) => ({ ...call })),
    };
  }

  // ------------------------------------------------------------------------------------------ inspection

  private handle(event: InspectionEvent): void {
    this.reach.inspect(event);
    switch (event.type) {
      case '@xstate.actor':
        this.addActor(event.actorRef as AnyActorRef);
        break;
      case '@xstate.snapshot':
        this.inFlight.delete(event.event);
        this.snapshot(event.actorRef as AnyActorRef, event.snapshot);
        break;
      case '@xstate.event':
        this.revive(event.actorRef as AnyActorRef, event.event);
        this.event(
          event.actorRef as AnyActorRef,
          event.sourceRef as AnyActorRef | undefined,
          event.event,
        );
        break;
      case '@xstate.action':
        if (SHOWN_ACTIONS.has(event.action.type)) {
          const record = this.actors.get(event.actorRef as AnyActorRef);
          this.entry(
            'action',
            record?.path ?? null,
            describeAction(event.action.type, event.action.params),
            toJson(event.action.params),
          );
        }
        break;
      default:
        return;
    }
    this.changed();
  }

  private addActor(ref: AnyActorRef): void {
    const parent = ref._parent ? (this.actors.get(ref._parent) ?? null) : null;
    const logic = (ref as unknown as { logic?: unknown }).logic;
    const machine = isMachine(logic);
    let name: string;
    let path: string;
    if (parent) {
      name = ref.id;
      path = `${parent.path}/${ref.id}`;
    } else {
      name = machine ? logic.id : ref.id;
      const count = (this.rootCounts.get(name) ?? 0) + 1;
      this.rootCounts.set(name, count);
      path = count === 1 ? name : `${name}#${count}`;
    }
    const record: ActorRecord = {
      ref,
      path,
      name,
      parent,
      kind: machine ? 'machine' : isPromiseLogic(logic) ? 'promise' : 'actor',
      order: this.order++,
      stateKey: null,
      status: 'active',
    };
    // A child started again under the id of one that finished (a list's next load) takes its place.
    const previous = this.byPath.get(path);
    if (parent && previous && previous.ref !== ref && previous.status !== 'active')
      this.forget(previous);
    this.actors.set(ref, record);
    this.byPath.set(path, record);
    this.known.set(ref, record);
  }

  /** An actor stopped and started again (`@xstate/react` under React's strict mode) is shown again. */
  private revive(ref: AnyActorRef, event: { type: string }): void {
    const record = this.known.get(ref);
    if (!record || this.actors.has(ref) || event.type !== 'xstate.init') return;
    record.status = 'active';
    this.actors.set(ref, record);
    this.byPath.set(record.path, record);
  }

  private snapshot(ref: AnyActorRef, snapshot: unknown): void {
    const record = this.actors.get(ref);
    if (!record) return;
    const { status } = snapshot as { status: string };
    if (record.kind === 'machine' && status === 'active') {
      const key = stateKey(snapshot);
      if (key !== record.stateKey) {
        record.stateKey = key;
        this.entry(
          'state',
          record.path,
          `→ ${activeStates(snapshot as AnyMachineSnapshot).join(', ')}`,
          JSON.parse(key ?? 'null') as JsonValue,
        );
      }
    }
    if (status !== record.status) {
      record.status = status;
      if (status === 'done')
        this.entry('state', record.path, 'done', toJson((snapshot as { output?: unknown }).output));
      if (status === 'error')
        this.entry('state', record.path, 'failed', toJson((snapshot as { error?: unknown }).error));
      if (status === 'stopped') this.forget(record);
    }
  }

  /**
   * A stopped actor goes, and its children with it: a child that finished (a load's promise, a closed dialog)
   * stays listed while its parent runs, and is never stopped itself when the parent's page goes.
   */
  private forget(record: ActorRecord): void {
    this.actors.delete(record.ref);
    if (this.byPath.get(record.path) === record) this.byPath.delete(record.path);
    for (const child of [...this.actors.values()]) if (child.parent === record) this.forget(child);
  }

  private event(
    target: AnyActorRef,
    source: AnyActorRef | undefined,
    event: { type: string },
  ): void {
    const record = this.actors.get(target);
    if (!record) return;
    // XState processes an event and everything its actions send in the same task: an event sent while another
    // is being processed is that actor's doing (an action calling `send`), and a replay must not send it twice.
    // So is one sent by the entry actions of an actor starting (its `xstate.init`): the login page saying the
    // session's end was seen is the page's doing, which a replay sent early would take from the page.
    const caused = this.inFlight.size > 0;
    this.inFlight.add(event);
    if (!this.inFlightReset) {
      this.inFlightReset = true;
      queueMicrotask(() => {
        this.inFlightReset = false;
        this.inFlight.clear();
      });
    }
    if (event.type === 'xstate.init') {
      this.entry(
        'actor',
        record.path,
        record.parent ? `started by ${record.parent.path}` : 'started',
      );
      return;
    }
    const { type, ...rest } = event as { type: string } & Record<string, unknown>;
    const payload = toJson(rest) as Record<string, JsonValue>;
    const from = source ? this.actors.get(source) : undefined;
    const outside =
      source === undefined && !caused && (!APP_SENT_EVENTS.has(type) || event === this.sentByQa);
    this.entry(
      'event',
      record.path,
      `${type}${outside ? '' : ` ← ${from?.path ?? source?.id ?? 'an action'}`}`,
      Object.keys(payload).length > 0 ? payload : undefined,
    );
    if (!outside || record.kind !== 'machine' || type.startsWith('xstate.')) return;
    if (Object.keys(payload).length > 0) this.payloads.set(`${record.name}|${type}`, payload);
    if (this.live)
      this.steps.push({
        kind: 'event',
        actor: record.path,
        state: stateKey(record.ref.getSnapshot()) ?? 'null',
        answered: this.answered,
        event: { ...payload, type },
      });
  }

  // ------------------------------------------------------------------------------------------ scenarios

  private choose(fake: string, scenario: Scenario): void {
    const before = this.chosen.get(fake) ?? STORY;
    if (scenario.kind === 'story') this.chosen.delete(fake);
    else this.chosen.set(fake, scenario);
    // The same choice with other numbers (a delay typed digit by digit) replaces the step just made for it.
    const last = this.steps.at(-1);
    const merge =
      this.live &&
      last?.kind === 'scenario' &&
      last.fake === fake &&
      sameChoice(last.scenario, scenario) &&
      sameChoice(before, scenario);
    const lastEntry = this.timeline.at(-1);
    if (merge && lastEntry?.kind === 'scenario' && lastEntry.text.startsWith(`${fake} `))
      this.timeline.pop();
    this.entry('scenario', null, `${fake} ${describeScenario(scenario)}`, toJson(scenario));
    if (merge) this.steps[this.steps.length - 1] = { kind: 'scenario', fake, scenario };
    else if (this.live) this.steps.push({ kind: 'scenario', fake, scenario });
    else if (scenario.kind === 'story') delete this.initial[fake];
    else this.initial[fake] = scenario;
    this.changed();
  }

  // ------------------------------------------------------------------------------------------ replay

  private async replay(recording: Recording): Promise<void> {
    const total = recording.steps.length;
    this.replayState = { status: 'running', done: 0, total };
    this.entry('replay', null, `replaying ${total} steps`);
    this.changed();
    for (const [index, step] of recording.steps.entries()) {
      if (step.kind === 'scenario') {
        this.choose(step.fake, step.scenario);
      } else {
        const answered = step.answered ?? 0;
        const ready = () => {
          const record = this.byPath.get(step.actor);
          return record &&
            record.status !== 'stopped' &&
            stateKey(record.ref.getSnapshot()) === step.state &&
            this.answered >= answered
            ? record
            : undefined;
        };
        const record = await this.until(ready, REPLAY_STEP_TIMEOUT_MS);
        if (!record) {
          const calls = answered > 0 ? ` after ${answered} answered calls` : '';
          const message = `step ${index + 1}: ${step.actor} never reached ${step.state}${calls} to take ${step.event.type}`;
          this.replayState = { status: 'failed', done: index, total, message };
          this.entry('replay', step.actor, message);
          this.changed();
          return;
        }
        record.ref.send(step.event);
      }
      this.replayState = { status: 'running', done: index + 1, total };
      this.changed();
    }
    this.replayState = { status: 'done', done: total, total };
    this.entry('replay', null, `replayed ${total} steps`);
    this.changed();
  }

  /** Resolves with what `probe` finds once it finds something (checked after every change), or undefined. */
  private until<T>(probe: () => T | undefined, timeout: number): Promise<T | undefined> {
    const found = probe();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => {
      const check = () => {
        const value = probe();
        if (value === undefined) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        // After the change that made it true is processed.
        queueMicrotask(() => resolve(value));
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        resolve(undefined);
      }, timeout);
      this.waiters.add(check);
    });
  }

  // ------------------------------------------------------------------------------------------ views

  private entry(
    kind: TimelineEntry['kind'],
    actor: string | null,
    text: string,
    detail?: JsonValue,
  ) {
    this.timeline.push({
      id: this.nextEntry++,
      at: Math.round(this.now() - this.startedAt),
      kind,
      actor,
      text,
      ...(detail === undefined ? {} : { detail }),
      ...(this.live ? {} : { script: true }),
    });
    if (this.timeline.length > TIMELINE_LIMIT)
      this.timeline.splice(0, this.timeline.length - TIMELINE_LIMIT);
  }

  private actorViews(): ActorView[] {
    const records = [...this.actors.values()].sort((a, b) => a.order - b.order);
    const children = new Map<ActorRecord | null, ActorRecord[]>();
    for (const record of records) {
      const parent = record.parent && this.actors.has(record.parent.ref) ? record.parent : null;
      children.set(parent, [...(children.get(parent) ?? []), record]);
    }
    const views: ActorView[] = [];
    const visit = (record: ActorRecord, depth: number) => {
      views.push(this.actorView(record, depth));
      for (const child of children.get(record) ?? []) visit(child, depth + 1);
    };
    for (const root of children.get(null) ?? []) visit(root, 0);
    return views;
  }

  private actorView(record: ActorRecord, depth: number): ActorView {
    const snapshot = record.ref.getSnapshot() as {
      status: ActorView['status'];
      context?: unknown;
      input?: unknown;
      output?: unknown;
      error?: unknown;
    };
    const machine = record.kind === 'machine';
    return {
      path: record.path,
      name: record.name,
      parent: record.parent?.path ?? null,
      depth,
      kind: record.kind,
      status: snapshot.status,
      states: machine ? activeStates(snapshot as AnyMachineSnapshot) : [],
      context: toJson(machine ? snapshot.context : snapshot.input),
      ...(snapshot.status === 'done' ? { result: toJson(snapshot.output) } : {}),
      ...(snapshot.status === 'error' ? { result: toJson(snapshot.error) } : {}),
      events: machine
        ? acceptedEvents(
            snapshot as AnyMachineSnapshot,
            (type) => this.payloads.get(`${record.name}|${type}`) ?? {},
            (type) => eventTemplate(machineId(record.ref), type),
          )
        : [],
    };
  }

  /** The calls a fake stands for (by probing its machine's own implementation), or its endpoint's. */
  private fakeCalls(fake: FakeRecord): ReturnType<typeof callsOf> {
    if (fake.endpoint) {
      let known = this.callsCache.get(fake.key);
      if (!known)
        this.callsCache.set(
          fake.key,
          (known = { context: undefined, view: endpointCalls([fake.endpoint]) }),
        );
      return known.view;
    }
    const owner = [...this.actors.values()].find(
      (record) => record.kind === 'machine' && record.name === fake.machine,
    );
    const context = (owner?.ref.getSnapshot() as { context?: unknown } | undefined)?.context;
    let cached = this.callsCache.get(fake.key);
    if (!cached || cached.context !== context) {
      cached = { context, view: callsOf(fake.machine, fake.src, context) };
      this.callsCache.set(fake.key, cached);
    }
    return cached.view;
  }

  private fakeView(fake: FakeRecord): FakeView {
    const calls = this.fakeCalls(fake);
    return {
      key: fake.key,
      machine: fake.machine,
      src: fake.src,
      calls: calls.endpoints.map(describeEndpoint),
      failures: calls.failures,
      scenario: this.chosen.get(fake.key) ?? STORY,
      called: fake.called,
      ...(fake.storyOutcome ? { storyOutcome: fake.storyOutcome } : {}),
      ...(fake.endpoint ? { endpoint: fake.endpoint } : {}),
    };
  }

  private changed(): void {
    this.version += 1;
    for (const waiter of [...this.waiters]) waiter();
    if (this.notifyScheduled || this.listeners.size === 0) return;
    this.notifyScheduled = true;
    // Never while React renders (actors are made during render): after the current task.
    setTimeout(() => {
      this.notifyScheduled = false;
      for (const listener of [...this.listeners]) listener();
    }, 30);
  }
}

/** The runtime's view in a React component, re-rendered when it changes. */
export function usePlayerView(runtime: FlowPlayerRuntime): PlayerView {
  const subscribe = useCallback((listener: () => void) => runtime.subscribe(listener), [runtime]);
  return useSyncExternalStore(subscribe, () => runtime.view());
}
