import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { catalogueCss } from './catalogue-css.ts';
import {
  flowsCoverage,
  storiesOf,
  storyHref,
  storyStates,
  type FlowsCoverageFile,
  type MachineStories,
  type StoryLink,
} from './data.ts';
import { layoutMachine, type Layout, type PlacedBox } from './layout.ts';
import { catalogueMachine, type CatalogueMachine, type CatalogueState } from './model.ts';
import type { StoryStatesFile } from './story-states-file.ts';

/**
 * One machine's page of the catalogue (Storybook's `Machines/…`, docs/storybook-and-flows.md "The catalogue"):
 * its statechart drawn from its own definition, a QA checklist of its states with a story in each, and its
 * states and transitions with the stories that reach them and whether the path tests cover them.
 */

/** How many story links a cell shows before "more". */
const SHOWN_LINKS = 5;
/** How many a cell links to at most (the session's states are reached by nearly every page story). */
const MAX_LINKS = 25;

export interface CatalogueData {
  coverage?: FlowsCoverageFile | undefined;
  stories?: StoryStatesFile | undefined;
}

function StoryLinks({ links, empty }: { links: StoryLink[] | undefined; empty: string }) {
  if (!links?.length) return <span className="mcat-none">{empty}</span>;
  const item = (link: StoryLink) => (
    <li key={link.id}>
      <a href={storyHref(link.id)} target="_top" data-story={link.id}>
        {link.title} › {link.name}
      </a>
      {link.endsThere ? null : <span className="mcat-muted"> (passes through)</span>}
    </li>
  );
  return (
    <ul className="mcat-links">
      {links.slice(0, SHOWN_LINKS).map(item)}
      {links.length > SHOWN_LINKS ? (
        <li>
          <details>
            <summary>{links.length - SHOWN_LINKS} more</summary>
            <ul className="mcat-links">
              {links.slice(SHOWN_LINKS, MAX_LINKS).map(item)}
              {links.length > MAX_LINKS ? (
                <li className="mcat-muted">and {links.length - MAX_LINKS} other stories</li>
              ) : null}
            </ul>
          </details>
        </li>
      ) : null}
    </ul>
  );
}

interface ReachRow {
  key: string;
  attributes: Record<`data-${string}`, string>;
  /** The row's first cell, its header. */
  header: ReactNode;
  cells: ReactNode[];
  links: StoryLink[] | undefined;
  covered: boolean;
}

/** The states' or transitions' table: each row ends with the stories that reach it and the path tests' verdict. */
function ReachTable({
  columns,
  rows,
  empty,
  known,
}: {
  columns: string[];
  rows: ReachRow[];
  /** What a row no story reaches says. */
  empty: string;
  /** Whether there is coverage data. */
  known: boolean;
}) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} {...row.attributes}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
            <td>
              <StoryLinks links={row.links} empty={empty} />
            </td>
            <td>
              {!known ? (
                <span className="mcat-muted">no data</span>
              ) : row.covered ? (
                <span className="mcat-yes">covered</span>
              ) : (
                <span className="mcat-no">not covered</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a QA engineer's ticks are kept (this browser only). */
const checklistKey = (machine: string) => `mijas.catalogue.checked.${machine}`;

function readChecks(machine: string): string[] {
  try {
    const saved = globalThis.localStorage?.getItem(checklistKey(machine));
    const parsed: unknown = saved ? JSON.parse(saved) : [];
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function Checklist({ machine, stories }: { machine: CatalogueMachine; stories: MachineStories }) {
  const [checked, setChecked] = useState<string[]>(() => readChecks(machine.id));
  const save = (next: string[]) => {
    setChecked(next);
    try {
      globalThis.localStorage?.setItem(checklistKey(machine.id), JSON.stringify(next));
    } catch {
      // Storage refused (private mode): the ticks last while the page is open.
    }
  };
  const toggle = (id: string, on: boolean) =>
    save(on ? [...new Set([...checked, id])] : checked.filter((item) => item !== id));
  const done = machine.states.filter((state) => checked.includes(state.id)).length;
  return (
    <>
      <p className="mcat-progress" aria-live="polite">
        {done} of {machine.states.length} states checked
      </p>
      <ul className="mcat-check" aria-label={`QA checklist of ${machine.id}`}>
        {machine.states.map((state) => {
          const first = stories.states.get(state.id)?.[0];
          return (
            <li key={state.id} data-state={state.id}>
              <label>
                <input
                  type="checkbox"
                  checked={checked.includes(state.id)}
                  onChange={(event) => toggle(state.id, event.currentTarget.checked)}
                />
                <code>{state.path}</code>
              </label>
              {first ? (
                <a href={storyHref(first.id)} target="_top" data-story={first.id}>
                  {first.endsThere ? 'Open a story in it' : 'Open a story that passes through it'}:{' '}
                  {first.title} › {first.name}
                </a>
              ) : (
                <span className="mcat-none">No story reaches this state</span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => save([])}>
        Clear the ticks
      </button>
    </>
  );
}

const BOX_STYLE: Record<PlacedBox['kind'], { fill: string; stroke: string }> = {
  machine: { fill: '#ffffff', stroke: '#52606d' },
  compound: { fill: '#f8fafc', stroke: '#7b8794' },
  parallel: { fill: '#f8fafc', stroke: '#7b8794' },
  atomic: { fill: '#ffffff', stroke: '#1d4ed8' },
  final: { fill: '#ffffff', stroke: '#1f2933' },
  history: { fill: '#ffffff', stroke: '#7b8794' },
  initial: { fill: '#1f2933', stroke: '#1f2933' },
};

function Statechart({
  machine,
  layout,
  unreached,
}: {
  machine: CatalogueMachine;
  layout: Layout;
  unreached: Set<string>;
}) {
  const titleId = useId();
  const descId = useId();
  const arrow = `${useId()}-arrow`.replace(/:/g, '');
  const drawn = layout.edges.filter((edge) => !edge.id.endsWith('::initial-edge')).length;
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      width={Math.ceil(layout.width)}
      height={Math.ceil(layout.height)}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
      fontSize={11}
    >
      <title id={titleId}>Statechart of the {machine.id} machine</title>
      <desc id={descId}>
        {machine.states.length} states and {drawn} drawn transitions (those that change state); the
        tables below list every state and transition as text.
      </desc>
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#3e4c59" />
        </marker>
      </defs>
      {layout.boxes.map((box) => {
        const style = BOX_STYLE[box.kind];
        if (box.kind === 'initial')
          return (
            <circle
              key={box.id}
              cx={box.x + box.width / 2}
              cy={box.y + box.height / 2}
              r={box.width / 2}
              fill={style.fill}
            >
              <title>initial state</title>
            </circle>
          );
        const container =
          box.kind === 'machine' || box.kind === 'compound' || box.kind === 'parallel';
        const missed = unreached.has(box.id);
        return (
          <g key={box.id} data-state={box.kind === 'machine' ? undefined : box.id}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={container ? 10 : 6}
              fill={missed ? '#fff7ed' : style.fill}
              stroke={missed ? '#9a3412' : style.stroke}
              strokeWidth={box.kind === 'machine' ? 1.5 : 1.2}
              strokeDasharray={box.region || missed ? '5 3' : undefined}
            />
            {box.kind === 'final' ? (
              <rect
                x={box.x + 3}
                y={box.y + 3}
                width={box.width - 6}
                height={box.height - 6}
                rx={4}
                fill="none"
                stroke={style.stroke}
              />
            ) : null}
            <text
              x={container ? box.x + 10 : box.x + box.width / 2}
              y={container ? box.y + 17 : box.y + box.height / 2 + 4}
              textAnchor={container ? 'start' : 'middle'}
              fontWeight={container ? 600 : 400}
              fontSize={box.kind === 'machine' ? 13 : 12}
              fill="#1f2933"
            >
              {box.label}
              {box.kind === 'parallel' ? ' (parallel)' : ''}
            </text>
          </g>
        );
      })}
      {layout.edges.map((edge) => (
        <g key={edge.id}>
          <path
            d={edge.points
              .map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`)
              .join(' ')}
            fill="none"
            stroke="#3e4c59"
            strokeWidth={1}
            markerEnd={`url(#${arrow})`}
          >
            <title>{edge.name}</title>
          </path>
          {edge.labelBox && edge.label ? (
            <>
              <rect
                x={edge.labelBox.x - 1}
                y={edge.labelBox.y}
                width={edge.labelBox.width + 2}
                height={edge.labelBox.height}
                fill="#ffffff"
                fillOpacity={0.9}
              />
              <text
                x={edge.labelBox.x + 1}
                y={edge.labelBox.y + edge.labelBox.height - 4}
                fill="#1f2933"
              >
                {edge.label}
              </text>
            </>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

function stateLabel(state: CatalogueState, machine: CatalogueMachine) {
  const notes = [
    state.type === 'atomic' ? null : state.type,
    machine.initial === state.id || machine.states.some((other) => other.initial === state.id)
      ? 'initial'
      : null,
  ].filter(Boolean);
  return (
    <>
      <code>{state.path}</code>
      {notes.length ? <span className="mcat-muted"> ({notes.join(', ')})</span> : null}
    </>
  );
}

/** One machine's catalogue page. `data` defaults to the committed files (tests pass their own). */
export function MachineCatalogue({
  machine: logic,
  data = { coverage: flowsCoverage, stories: storyStates },
}: {
  machine: AnyStateMachine;
  data?: CatalogueData;
}) {
  const machine = useMemo(() => catalogueMachine(logic), [logic]);
  const stories = useMemo(() => storiesOf(machine.id, data.stories), [machine.id, data.stories]);
  const coverage = data.coverage?.machines[machine.id];
  const [layout, setLayout] = useState<Layout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    layoutMachine(machine).then(
      (laid) => current && setLayout(laid),
      (error: unknown) => current && setLayoutError(String(error)),
    );
    return () => {
      current = false;
    };
  }, [machine]);
  const unreached = new Set(
    data.stories
      ? machine.states.filter((state) => !stories.states.has(state.id)).map((s) => s.id)
      : [],
  );
  const coveredStates = new Set(coverage?.states);
  const coveredTransitions = new Set(coverage?.transitions);
  const reached = machine.states.length - unreached.size;

  return (
    <main className="mcat" data-machine={machine.id}>
      <style>{catalogueCss}</style>
      <h1>
        Machine <code>{machine.id}</code>
      </h1>
      <ul className="mcat-summary">
        <li>{machine.states.length} states</li>
        <li>{machine.transitions.length} transitions</li>
        <li>
          {data.stories ? `${reached} of ${machine.states.length} states reached by a story` : null}
        </li>
        <li>
          {coverage
            ? `path tests: ${coverage.states.length}/${machine.states.length} states, ${coverage.transitions.length}/${machine.transitions.length} transitions`
            : null}
        </li>
      </ul>
      {data.coverage ? null : (
        <p className="mcat-note">
          No coverage data: run <code>pnpm flows:coverage</code>, which writes{' '}
          <code>packages/flows/src/catalogue/data/flows-coverage.json</code>.
        </p>
      )}
      {data.stories ? null : (
        <p className="mcat-note">
          No record of what the stories reach: run the story tests (
          <code>pnpm exec vitest run --project storybook</code>), which write{' '}
          <code>packages/flows/src/catalogue/data/story-states.json</code>.
        </p>
      )}

      <h2>Statechart</h2>
      <figure className="mcat-figure">
        {/* Scrolled by the keyboard too: a large machine is wider than the page. */}
        <div
          className="mcat-scroll"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region takes the focus to be scrolled by the keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={`Statechart of ${machine.id}`}
        >
          {layout ? (
            <Statechart machine={machine} layout={layout} unreached={unreached} />
          ) : (
            <p role="status">{layoutError ? `The layout failed: ${layoutError}` : 'Laying out…'}</p>
          )}
        </div>
        <figcaption>
          Laid out by ELK (elkjs) from the machine’s definition. A dot marks where a box starts; a
          dashed orange box is a state no story reaches; a dashed grey box is a parallel region.
          Arrows read “event [guard]”; transitions that stay in their state are in the table only.
        </figcaption>
      </figure>

      <h2>QA checklist</h2>
      <p>
        Tick each state once you have seen it in its story (kept in this browser). The stories are
        the ones the story tests saw reach the state; the Flows panel then takes it further.
      </p>
      <Checklist machine={machine} stories={stories} />

      <h2>States</h2>
      <ReachTable
        columns={['State', 'Stories that reach it', 'Path tests']}
        empty={data.stories ? 'No story reaches this state' : 'no data'}
        known={Boolean(coverage)}
        rows={machine.states.map((state) => ({
          key: state.id,
          attributes: { 'data-state': state.id },
          header: stateLabel(state, machine),
          cells: [],
          links: stories.states.get(state.id),
          covered: coveredStates.has(state.id),
        }))}
      />

      <h2>Transitions</h2>
      <ReachTable
        columns={['From', 'Event', 'Guard', 'To', 'Stories that take it', 'Path tests']}
        empty={data.stories ? 'none' : 'no data'}
        known={Boolean(coverage)}
        rows={machine.transitions.map((transition) => ({
          key: transition.name,
          attributes: { 'data-transition': transition.name },
          header: <code>{transition.source}</code>,
          cells: [
            <code key="event">{transition.event}</code>,
            transition.guard ? <code key="guard">{transition.guard}</code> : null,
            transition.targets.length ? (
              <code key="to">{transition.targets.join(', ')}</code>
            ) : (
              <span key="to" className="mcat-muted">
                stays
              </span>
            ),
          ],
          links: stories.transitions.get(transition.name),
          covered: coveredTransitions.has(transition.name),
        }))}
      />
    </main>
  );
}
