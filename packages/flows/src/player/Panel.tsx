// Storybook builds the manager with the classic JSX transform (React.createElement), and drops an import that
// is never read: React is in scope, and read (`React.useState`).
import React, { type ReactNode } from 'react';
import { callRefresh, callStatus, sameCalls } from './call-log.ts';
import type {
  ActorView,
  CallView,
  EventView,
  FailureAnswer,
  FakeView,
  JsonValue,
  PlayerCommand,
  PlayerView,
  Scenario,
  TimelineEntry,
} from './protocol.ts';
import { panelCss } from './panel-css.ts';
import { usePlayerView, type FlowPlayerRuntime } from './runtime.ts';

export interface PanelProps {
  view: PlayerView | null;
  send(command: PlayerCommand): void;
  /** Where the panel sits: Storybook's addon panel (columns), over the app, or inside a story's canvas. */
  variant: 'addon' | 'overlay' | 'inline';
  /** The address that replays this state (Storybook), from the view's encoded recording. */
  linkFor?(encoded: string): string;
  /** Starts the story again with the scenarios chosen now. */
  onRestart?(): void;
  onClose?(): void;
}

/** The flow player's panel: actors with their state, context and events; fake calls; the timeline. */
export function Panel({ view, send, variant, linkFor, onRestart, onClose }: PanelProps) {
  return (
    <section className={`mfp mfp-${variant}`} aria-label="Flow player">
      <style>{panelCss}</style>
      {view ? (
        <>
          <Toolbar view={view} linkFor={linkFor} onRestart={onRestart} onClose={onClose} />
          <div className="mfp-columns">
            <Column title="Actors" count={view.actors.length}>
              {view.actors.length === 0 ? (
                <p className="mfp-muted">No actor is running.</p>
              ) : (
                <ActorTree actors={view.actors} send={send} />
              )}
            </Column>
            {view.story !== undefined ? (
              <Column title="Fake calls" count={view.fakes.length}>
                {view.fakes.length === 0 ? (
                  <p className="mfp-muted">This story provides no fake call.</p>
                ) : (
                  <ul className="mfp-list">
                    {view.fakes.map((fake) => (
                      <FakeRow key={fake.key} fake={fake} send={send} />
                    ))}
                  </ul>
                )}
              </Column>
            ) : null}
            <Column title="Call log" count={view.calls.length}>
              <CallLog calls={view.calls} recorded={view.recordedCalls} />
            </Column>
            <Column
              title="Timeline"
              count={view.timeline.length}
              action={
                <button
                  type="button"
                  className="mfp-button mfp-small"
                  onClick={() => send({ type: 'clear-timeline' })}
                >
                  Clear
                </button>
              }
            >
              <Timeline entries={view.timeline} />
            </Column>
          </div>
        </>
      ) : (
        <p className="mfp-muted mfp-pad">Waiting for the story…</p>
      )}
    </section>
  );
}

/** The panel of a runtime on the same page (over the app, or inside a story's canvas). */
export function RuntimePanel({
  runtime,
  ...props
}: Omit<PanelProps, 'view' | 'send'> & { runtime: FlowPlayerRuntime }) {
  const view = usePlayerView(runtime);
  return <Panel {...props} view={view} send={(command) => runtime.command(command)} />;
}

function Toolbar({
  view,
  linkFor,
  onRestart,
  onClose,
}: Pick<PanelProps, 'linkFor' | 'onRestart' | 'onClose'> & { view: PlayerView }) {
  // The link copied, and the recording it was copied from: once QA does more, it is not this state's link.
  const [copiedLink, setCopy] = React.useState<{
    href: string;
    of: string;
    copied: boolean;
  } | null>(null);
  const link = copiedLink && copiedLink.of === view.link ? copiedLink.href : null;
  const copied = Boolean(link && copiedLink?.copied);
  const copy = () => {
    if (!view.link || !linkFor) return;
    const href = linkFor(view.link);
    const of = view.link;
    setCopy({ href, of, copied: false });
    void navigator.clipboard
      ?.writeText(href)
      .then(() => setCopy({ href, of, copied: true }))
      .catch(() => setCopy({ href, of, copied: false }));
  };
  const replay = view.replay;
  return (
    <div className="mfp-bar">
      <strong className="mfp-title">Flows</strong>
      <span className="mfp-status" role="status">
        {replay?.status === 'running'
          ? `Replaying ${replay.done} of ${replay.total} steps…`
          : replay?.status === 'failed'
            ? `Replay stopped: ${replay.message ?? ''}`
            : replay?.status === 'done'
              ? `Replayed ${replay.total} steps. Recorded since: ${view.steps - replay.total}.`
              : view.story !== undefined
                ? `${view.steps} steps recorded`
                : 'Watching the app'}
      </span>
      <span className="mfp-spacer" />
      {onRestart ? (
        <button type="button" className="mfp-button" onClick={onRestart}>
          Restart with these scenarios
        </button>
      ) : null}
      {linkFor && view.link ? (
        <button type="button" className="mfp-button mfp-primary" onClick={copy}>
          Copy link
        </button>
      ) : null}
      {onClose ? (
        <button
          type="button"
          className="mfp-button"
          onClick={onClose}
          aria-label="Close the flow player"
        >
          ×
        </button>
      ) : null}
      {view.linkProblem ? (
        <p className="mfp-error mfp-link" role="alert">
          {view.linkProblem}
        </p>
      ) : null}
      {copiedLink && !link ? (
        <p className="mfp-muted mfp-link">
          The link copied before is out of date: copy the link again.
        </p>
      ) : null}
      {link ? (
        <label className="mfp-link">
          <span>{copied ? 'Copied:' : 'Link:'}</span>
          <input
            readOnly
            value={link}
            aria-label="Link to this state"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
    </div>
  );
}

function Column({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = React.useId();
  return (
    <section className="mfp-column" aria-labelledby={id}>
      <div className="mfp-column-head">
        <h2 id={id} className="mfp-heading">
          {title} <span className="mfp-count">{count}</span>
        </h2>
        {action}
      </div>
      <div className="mfp-column-body">{children}</div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------- actors

function ActorTree({ actors, send }: { actors: ActorView[]; send: PanelProps['send'] }) {
  const roots = actors.filter(
    (actor) => actor.parent === null || !actors.some((a) => a.path === actor.parent),
  );
  const childrenOf = (path: string) => actors.filter((actor) => actor.parent === path);
  const render = (actor: ActorView): ReactNode => {
    const children = childrenOf(actor.path);
    return (
      <li key={actor.path} className="mfp-actor" data-actor={actor.path}>
        <ActorCard actor={actor} send={send} />
        {children.length > 0 ? <ul className="mfp-tree">{children.map(render)}</ul> : null}
      </li>
    );
  };
  return <ul className="mfp-tree mfp-tree-root">{roots.map(render)}</ul>;
}

function ActorCard({ actor, send }: { actor: ActorView; send: PanelProps['send'] }) {
  const contextLabel = actor.kind === 'machine' ? 'Context' : 'Input';
  return (
    <div className="mfp-card">
      <div className="mfp-card-head">
        <span className="mfp-name">{actor.name}</span>
        <span className={`mfp-badge mfp-kind-${actor.kind}`}>{actor.kind}</span>
        {actor.status !== 'active' ? (
          <span className={`mfp-badge mfp-status-${actor.status}`}>{actor.status}</span>
        ) : null}
      </div>
      {actor.states.length > 0 ? (
        <p className="mfp-state">
          <span className="mfp-muted">state </span>
          {actor.states.map((state) => (
            <code key={state} className="mfp-state-value" data-state={state}>
              {state}
            </code>
          ))}
        </p>
      ) : null}
      {actor.context !== null ? (
        <details className="mfp-details">
          <summary>{contextLabel}</summary>
          <JsonTree value={actor.context} />
        </details>
      ) : null}
      {actor.result !== undefined ? (
        <details className="mfp-details" open>
          <summary>{actor.status === 'error' ? 'Error' : 'Output'}</summary>
          <JsonTree value={actor.result} />
        </details>
      ) : null}
      {actor.events.length > 0 ? (
        <ul className="mfp-events" aria-label={`Events ${actor.name} accepts now`}>
          {actor.events.map((event) => (
            <EventRow key={event.type} actor={actor} event={event} send={send} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function EventRow({
  actor,
  event,
  send,
}: {
  actor: ActorView;
  event: EventView;
  send: PanelProps['send'];
}) {
  const carriesData = event.payload !== '{}';
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const payloadId = React.useId();
  const payloadText = text ?? prettyPayload(event.payload);
  const fire = () => {
    let payload: unknown = {};
    try {
      payload = JSON.parse(payloadText || '{}');
    } catch {
      setError('The payload is not valid JSON.');
      return;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      setError('The payload must be a JSON object.');
      return;
    }
    setError(null);
    send({
      type: 'send',
      actor: actor.path,
      event: { ...(payload as Record<string, JsonValue>), type: event.type },
    });
  };
  return (
    <li className="mfp-event">
      <div className="mfp-event-head">
        <button type="button" className="mfp-button mfp-event-button" onClick={fire}>
          {event.type}
        </button>
        <button
          type="button"
          className="mfp-button mfp-small"
          aria-expanded={open}
          aria-controls={payloadId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide payload' : carriesData ? 'Payload…' : 'Add payload'}
        </button>
      </div>
      {event.template && !open ? (
        <p className="mfp-muted mfp-event-note">Needs its payload: fill in the template.</p>
      ) : null}
      {open ? (
        <label className="mfp-payload" id={payloadId}>
          <span className="mfp-muted">Payload of {event.type} (JSON)</span>
          <textarea
            value={payloadText}
            rows={Math.min(6, payloadText.split('\n').length)}
            spellCheck={false}
            onChange={(change) => setText(change.target.value)}
          />
        </label>
      ) : null}
      {error ? (
        <p className="mfp-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 1);
  } catch {
    return payload;
  }
}

function JsonTree({ value, name, depth = 0 }: { value: JsonValue; name?: string; depth?: number }) {
  const label = name === undefined ? null : <span className="mfp-key">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div className="mfp-json-leaf">
        {label}
        <span className={`mfp-json-${value === null ? 'null' : typeof value}`}>
          {typeof value === 'string' ? JSON.stringify(value) : String(value)}
        </span>
      </div>
    );
  }
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  if (entries.length === 0)
    return (
      <div className="mfp-json-leaf">
        {label}
        <span className="mfp-muted">{Array.isArray(value) ? '[]' : '{}'}</span>
      </div>
    );
  return (
    <details className="mfp-json" open={depth === 0}>
      <summary>
        {label}
        <span className="mfp-muted">{summary}</span>
      </summary>
      <div className="mfp-json-children">
        {entries.map(([key, item]) => (
          <JsonTree key={key} name={key} value={item} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}

// ---------------------------------------------------------------------------------------------- fakes

const DEFAULT_DELAY_MS = 1500;

function scenarioValue(scenario: Scenario, fake: FakeView): string {
  switch (scenario.kind) {
    case 'story':
    case 'never':
    case 'delay':
      return scenario.kind;
    case 'fail': {
      const index = fake.failures.findIndex(
        (failure) =>
          failure.answer.status === scenario.answer.status &&
          JSON.stringify(failure.answer.body) === JSON.stringify(scenario.answer.body),
      );
      return index >= 0 ? `fail:${index}` : 'fail:custom';
    }
  }
}

/** The chooser's first option: what the story (or the journey's script) answers, as it went the last time. */
export function storyLabel(fake: Pick<FakeView, 'endpoint' | 'storyOutcome'>): string {
  const own = fake.endpoint ? 'As scripted' : 'As the story';
  return fake.storyOutcome ? `${own}: ${fake.storyOutcome}` : `${own}: its own answer`;
}

/** A scenario as text whatever the order of its keys (the runtime's view may list them in another). */
function canonical(scenario: Scenario): string {
  return JSON.stringify(scenario, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

/** A number typed in a box: whole, not negative; empty is none. */
function typedNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Math.floor(Number(text));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function FakeRow({ fake, send }: { fake: FakeView; send: PanelProps['send'] }) {
  const id = React.useId();
  // The choices sent that the runtime's view has not shown yet (it comes back a moment later), oldest first: a
  // change made meanwhile (a delay typed right after "Use this failure") is made to the last of them, never to
  // the older choice the view still shows (which put the failure chosen before back, as a step of its own).
  const [sent, setSent] = React.useState<readonly string[]>([]);
  const shown = sent.indexOf(canonical(fake.scenario));
  const pending = shown >= 0 ? sent.slice(shown + 1) : sent;
  if (pending !== sent) setSent(pending);
  const scenario = pending.length > 0 ? (JSON.parse(pending.at(-1)!) as Scenario) : fake.scenario;
  const value = scenarioValue(scenario, fake);
  const [custom, setCustom] = React.useState(value === 'fail:custom');
  const set = (next: Scenario) => {
    setSent([...pending, canonical(next)]);
    send({ type: 'scenario', fake: fake.key, scenario: next });
  };
  /** The choice `next` keeps the call it is for and the delay of a failure chosen before. */
  const keep = (next: Scenario): Scenario => {
    if (next.kind === 'story' || scenario.kind === 'story') return next;
    const call = scenario.call;
    const ms = scenario.kind === 'fail' ? scenario.ms : undefined;
    return {
      ...next,
      ...(call ? { call } : {}),
      ...(next.kind === 'fail' && ms ? { ms } : {}),
    } as Scenario;
  };
  const choose = (next: string) => {
    setCustom(next === 'fail:custom');
    if (next === 'never' || next === 'story') set(keep({ kind: next }));
    else if (next === 'delay') set(keep({ kind: 'delay', ms: DEFAULT_DELAY_MS }));
    else if (next === 'fail:custom')
      set(
        keep({ kind: 'fail', answer: { status: 500, body: { message: 'Internal Server Error' } } }),
      );
    else {
      const failure = fake.failures[Number(next.slice('fail:'.length))];
      if (!failure) return;
      set(keep({ kind: 'fail', answer: failure.answer }));
    }
  };
  return (
    <li className="mfp-fake" data-fake={fake.key}>
      <label htmlFor={id} className="mfp-fake-name">
        {fake.machine} › {fake.src}
      </label>
      <p className="mfp-muted mfp-fake-calls">
        {fake.calls.length > 0 ? fake.calls.join(', ') : 'call not identified'} · called{' '}
        {fake.called}×
      </p>
      <select
        id={id}
        value={custom && value.startsWith('fail') ? 'fail:custom' : value}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="story">{storyLabel(fake)}</option>
        <optgroup label="Fail with">
          {fake.failures.map((failure, index) => (
            <option key={failure.label} value={`fail:${index}`}>
              {failure.label}
            </option>
          ))}
          <option value="fail:custom">Another status and body…</option>
        </optgroup>
        <option value="never">Never answer</option>
        <option value="delay">Answer after a delay</option>
      </select>
      {scenario.kind === 'fail' && (custom || value === 'fail:custom') ? (
        <CustomFailure answer={scenario.answer} apply={(answer) => set({ ...scenario, answer })} />
      ) : null}
      {scenario.kind === 'delay' ? (
        <NumberBox
          label="Delay (ms)"
          step={100}
          value={scenario.ms}
          onValue={(ms) => set({ ...scenario, ms: ms ?? 0 })}
        />
      ) : null}
      {scenario.kind === 'fail' ? (
        <NumberBox
          label="Fail after (ms)"
          step={100}
          value={scenario.ms}
          onValue={(ms) => set(withNumber(scenario, 'ms', ms))}
        />
      ) : null}
      {scenario.kind !== 'story' ? (
        <NumberBox
          label="Only call number (empty: every call)"
          step={1}
          min={1}
          value={scenario.call}
          onValue={(call) => set(withNumber(scenario, 'call', call))}
        />
      ) : null}
    </li>
  );
}

/** `scenario` with `key` set to `value`, or without it (none, or 0). */
function withNumber(scenario: Scenario, key: 'ms' | 'call', value: number | undefined): Scenario {
  const next = { ...scenario } as Record<string, unknown>;
  if (value) next[key] = value;
  else delete next[key];
  return next as Scenario;
}

function NumberBox({
  label,
  value,
  step,
  min = 0,
  onValue,
}: {
  label: string;
  value: number | undefined;
  step: number;
  min?: number;
  onValue(value: number | undefined): void;
}) {
  // What is typed stays as typed while the box has the focus (the runtime's view comes back a moment later).
  const [text, setText] = React.useState<string | null>(null);
  return (
    <label className="mfp-delay">
      <span>{label}</span>
      <input
        type="number"
        min={min}
        step={step}
        value={text ?? value ?? ''}
        onChange={(event) => {
          setText(event.target.value);
          onValue(typedNumber(event.target.value));
        }}
        onBlur={() => setText(null)}
      />
    </label>
  );
}

/** A failure of QA's own: any status and a JSON body (the contract's error shapes, or anything else). */
function CustomFailure({
  answer,
  apply,
}: {
  answer: FailureAnswer;
  apply(answer: FailureAnswer): void;
}) {
  const [status, setStatus] = React.useState(String(answer.status));
  const [body, setBody] = React.useState(JSON.stringify(answer.body, null, 1));
  const [error, setError] = React.useState<string | null>(null);
  const submit = () => {
    const code = Number(status);
    if (!Number.isInteger(code) || code < 0 || code > 599) {
      setError('The status must be a number from 0 (no answer) to 599.');
      return;
    }
    let parsed: JsonValue;
    try {
      parsed = JSON.parse(body || 'null') as JsonValue;
    } catch {
      setError('The body is not valid JSON.');
      return;
    }
    setError(null);
    apply({ status: code, body: parsed });
  };
  return (
    <div className="mfp-custom">
      <label className="mfp-delay">
        <span>Status</span>
        <input
          type="number"
          min={0}
          max={599}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </label>
      <label className="mfp-payload">
        <span className="mfp-muted">Body (JSON)</span>
        <textarea
          value={body}
          rows={3}
          spellCheck={false}
          onChange={(event) => setBody(event.target.value)}
        />
      </label>
      <button type="button" className="mfp-button mfp-small" onClick={submit}>
        Use this failure
      </button>
      {error ? (
        <p className="mfp-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------- call log

function CallLog({ calls, recorded }: { calls: CallView[]; recorded?: CallView[] | undefined }) {
  return (
    <>
      {recorded ? (
        <details className="mfp-details">
          <summary>
            The link&apos;s run: {recorded.length} calls
            {sameCalls(recorded, calls)
              ? ' (this replay made the same)'
              : ' (this replay made others so far)'}
          </summary>
          <CallList calls={recorded} label="The link's run's calls" />
        </details>
      ) : null}
      {calls.length === 0 ? (
        <p className="mfp-muted">No call yet.</p>
      ) : (
        <CallList calls={calls} label="Calls, newest first" />
      )}
    </>
  );
}

function CallList({ calls, label }: { calls: CallView[]; label: string }) {
  return (
    <ol className="mfp-timeline" reversed aria-label={label}>
      {[...calls].reverse().map((call) => {
        const refresh = callRefresh(call);
        return (
          <li
            key={call.id}
            className="mfp-entry mfp-call"
            data-call={call.id}
            data-status={callStatus(call)}
          >
            <span className="mfp-time">{formatTime(call.at)}</span>
            <span className={`mfp-badge mfp-call-${statusClass(call.status)}`}>
              {callStatus(call)}
            </span>
            <span className="mfp-entry-who">
              #{call.id} {call.endpoint ?? '?'}
            </span>
            <span className="mfp-entry-text">
              {call.method} {call.url}
            </span>
            <span className="mfp-muted">{call.token ?? 'no token'}</span>
            {call.ms !== null ? <span className="mfp-muted">{formatTime(call.ms)}</span> : null}
            {refresh ? <span className="mfp-call-refresh">{refresh}</span> : null}
            {call.scenario ? <span className="mfp-muted">chosen: {call.scenario}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function statusClass(status: number | null): string {
  if (status === null) return 'pending';
  if (status === 0 || status >= 400) return 'failed';
  return 'ok';
}

// ---------------------------------------------------------------------------------------------- timeline

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="mfp-muted">Nothing happened yet.</p>;
  return (
    <ol className="mfp-timeline" reversed>
      {[...entries].reverse().map((entry) => (
        <li
          key={entry.id}
          className={`mfp-entry${entry.script ? ' mfp-script' : ''}`}
          data-kind={entry.kind}
        >
          <span className="mfp-time">{formatTime(entry.at)}</span>
          <span className={`mfp-badge mfp-entry-${entry.kind}`}>{entry.kind}</span>
          {entry.actor ? <span className="mfp-entry-who">{entry.actor}</span> : null}
          <span className="mfp-entry-text">{entry.text}</span>
          {entry.detail !== undefined && entry.detail !== null ? (
            <details className="mfp-details mfp-entry-detail">
              <summary>data</summary>
              <JsonTree value={entry.detail} />
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function formatTime(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}
