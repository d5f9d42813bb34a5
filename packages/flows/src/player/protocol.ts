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
}

/** How a fake actor of the story answers its next calls. */
export type Scenario =
  | { kind: 'story' }
  | { kind: 'fail'; answer: FailureAnswer }
  | { kind: 'never' }
  | { kind: 'delay'; ms: number };

/** One thing QA did after the story's own script: an event sent to an actor, or a scenario chosen. */
export type Step =
  | {
      kind: 'event';
      /** The actor's path in the tree (`viewMembers/memberAction`). */
      actor: string;
      /** Its state value (JSON) when the event was sent: a replay waits for it. */
      state: string;
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
}

export interface EventView {
  type: string;
  /** A JSON object to send with the type: the last one seen for this event, else `{}`. */
  payload: string;
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
}

export type PlayerCommand =
  | { type: 'send'; actor: string; event: { type: string } & Record<string, JsonValue> }
  | { type: 'scenario'; fake: string; scenario: Scenario }
  | { type: 'clear-timeline' }
  /** Restart with these scenarios: the story mounted again by the player (not by Storybook: no play function). */
  | { type: 'restart' };
