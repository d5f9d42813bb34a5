/**
 * What the flow player's runtime (beside the page: Storybook's preview, or the app in `pnpm dev`) and its panel
 * (Storybook's manager, or the overlay) say to each other. Plain data only: it crosses Storybook's channel.
 */

export const ADDON_ID = 'mijas/flow-player';
export const PANEL_ID = `${ADDON_ID}/panel`;

/** Channel events between the preview (runtime) and the manager (panel). */
export const EVENTS = {
  /** preview → manager: a new `PlayerView`. */
  view: `${ADDON_ID}/view`,
  /** manager → preview: a `PlayerCommand`. */
  command: `${ADDON_ID}/command`,
  /** manager → preview: send the current view (the panel just opened). */
  request: `${ADDON_ID}/request`,
} as const;

/** The query parameter that carries a recording (Copy link); Storybook hands it on to the preview. */
export const LINK_PARAM = 'flows';

/** Any value as JSON, after the runtime made it safe to send (functions, actors and cycles named). */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A call's failure, as the API client raises it: status 0 is no answer at all (offline). */
export interface FailureAnswer {
  status: number;
  body: JsonValue;
  /**
   * A browser's passkey prompt (WebAuthn, issue 35) that ended without a credential, by its error's name
   * (`NotAllowedError`…): the fake throws that error, not a call's failure.
   */
  webAuthn?: string;
}

/**
 * How a fake actor of the story (or an endpoint of a journey's scripted API) answers its next calls. `call`
 * limits a choice to that call only (1 = the first since the story started; the others answer as the story);
 * a failure's `ms` makes it fail after that many milliseconds.
 */
export type Scenario =
  | { kind: 'story' }
  | { kind: 'fail'; answer: FailureAnswer; ms?: number; call?: number }
  | { kind: 'never'; call?: number }
  | { kind: 'delay'; ms: number; call?: number };

/** One request in the call log: a fake's call (page stories) or a scripted API's (journeys). */
export interface CallView {
  /** Its number in the log, from 1. */
  id: number;
  /** The contract's name of the endpoint (`refreshToken`), or null when the player cannot tell. */
  endpoint: string | null;
  method: string;
  /** The path, API prefix and query included (a fake's: the endpoint's path as the contract writes it). */
  url: string;
  /** The status answered; 0 for no answer at all (offline); null while it has none yet. */
  status: number | null;
  /** Which token it carried, by a short name (`access #1`, `refresh #1`), never the token; null for none. */
  token: string | null;
  /** A 401 whose call waited for this refresh (its number in the log). */
  waitedFor?: number;
  /** The call that replayed this one after the refresh. */
  replayedBy?: number;
  /** The call this one replays after a refresh. */
  replayOf?: number;
  /** A fake (`fake`) or the journey's scripted API (`api`). */
  via: 'fake' | 'api';
  /** The scenario QA chose for it, when not the story's own answer. */
  scenario?: string;
  /** Milliseconds since the story (or the app) started, when it was made. */
  at: number;
  /** How long it took to answer; null while it has not. */
  ms: number | null;
}

/** One thing QA did after the story's own script: an event sent to an actor, or a scenario chosen. */
export type Step =
  | {
      kind: 'event';
      /** The actor's path in the tree (`viewMembers/memberAction`). */
      actor: string;
      /** Its state value (JSON) when the event was sent: a replay waits for it. */
      state: string;
      /**
       * How many of the story's calls had been answered when it was sent: a replay waits for as many too. A state
       * can come again (a session active before a page's refresh and after it): the calls tell the two apart.
       * (Absent from links copied before it was kept.)
       */
      answered?: number;
      event: { type: string } & Record<string, JsonValue>;
    }
  | { kind: 'scenario'; fake: string; scenario: Scenario };

/** What a Copy link carries: the scenarios the story started with, then every step. */
export interface Recording {
  v: 1;
  /** The Storybook story id the recording belongs to. */
  story: string;
  /** Scenarios other than the story's own, by fake key, from the story's first render. */
  scenarios: Record<string, Scenario>;
  steps: Step[];
  /** The call log of the run the link was copied from (newest last): the replay shows it beside its own. */
  calls?: CallView[];
}

export interface EventView {
  type: string;
  /** A JSON object to send with the type: the last one seen for this event, else its template, else `{}`. */
  payload: string;
  /** The payload is a template of the event's shape (a guard decides by it): QA fills it in. */
  template?: boolean;
}

export interface ActorView {
  path: string;
  /** The machine's id for a root, the child's id (invoke or spawn) otherwise. */
  name: string;
  parent: string | null;
  depth: number;
  kind: 'machine' | 'promise' | 'actor';
  status: 'active' | 'done' | 'error' | 'stopped';
  /** The active state nodes as paths (`loaded.idle`), for machines. */
  states: string[];
  context: JsonValue;
  /** The output when done, the error when failed. */
  result?: JsonValue;
  /** The events its active states accept now. */
  events: EventView[];
}

export interface FailureOption {
  label: string;
  answer: FailureAnswer;
}

export interface FakeView {
  key: string;
  machine: string;
  src: string;
  /** The contract's calls it stands for: `POST /User/login`. */
  calls: string[];
  failures: FailureOption[];
  scenario: Scenario;
  /** How many times it was called since the story started. */
  called: number;
  /** How the story's own answer went the last time it was given (`answers`, `fails 409`). */
  storyOutcome?: string;
  /** The endpoint a journey's scripted API answers (its fakes are endpoints, not actors). */
  endpoint?: string;
}

export type TimelineKind = 'event' | 'state' | 'action' | 'actor' | 'scenario' | 'replay';

export interface TimelineEntry {
  id: number;
  /** Milliseconds since the story (or the app) started. */
  at: number;
  kind: TimelineKind;
  actor: string | null;
  text: string;
  detail?: JsonValue;
  /** Sent by the story's own script (its play function): the script replays it, the link does not. */
  script?: boolean;
}

export interface ReplayView {
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  message?: string;
}

export interface PlayerView {
  /** Storybook's story id; absent over the live app. */
  story?: string;
  actors: ActorView[];
  fakes: FakeView[];
  timeline: TimelineEntry[];
  /** The recording, encoded for the `flows` parameter (Storybook only). */
  link?: string;
  /** Steps recorded since the story's script ended. */
  steps: number;
  replay?: ReplayView;
  /** Every request, oldest first (the panel shows the newest first). */
  calls: CallView[];
  /** The call log a Copy link carried, as its run made it. */
  recordedCalls?: CallView[];
  /** A link that could not be read (cut, changed, another story's): said, not ignored. */
  linkProblem?: string;
}

export type PlayerCommand =
  | { type: 'send'; actor: string; event: { type: string } & Record<string, JsonValue> }
  | { type: 'scenario'; fake: string; scenario: Scenario }
  | { type: 'clear-timeline' }
  /** Restart with these scenarios: the story mounted again by the player (not by Storybook: no play function). */
  | { type: 'restart' };
