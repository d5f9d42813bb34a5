import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowGraph } from '@mijas/machines/testing/flows';
import { renderToStaticMarkup } from 'react-dom/server';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import * as exported from '@mijas/machines';
import { isMachine } from '../player/fakes.ts';
import { CatalogueIndex, machinePageId } from './CatalogueIndex.tsx';
import { storiesOf, storyStates } from './data.ts';
import { layoutMachine } from './layout.ts';
import { MachineCatalogue } from './MachineCatalogue.tsx';
import { catalogueMachines, storyExportOf } from './machines.ts';
import * as pages from './machines.stories.tsx';
import { catalogueMachine } from './model.ts';
import { ReachRecorder } from './reach.ts';
import { recordStoryStates } from './story-states-file.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The story ids of Storybook's index as .storybook/main.ts builds it (its `stories` globs), from each file's
 * `const meta = { title }` and its exported stories, named by Storybook's own `toId` (Storybook's CSF reader
 * took 14 s for the 70 files on a loaded machine; TypeScript's parser, a fraction of it).
 */
function storybookIds(): Set<string> {
  const dirs: [string, RegExp][] = [
    ['packages/ui/src', /\.stories\.tsx?$/],
    ['apps/web/src', /\.stories\.tsx?$/],
    ['packages/flows/src/catalogue', /^[^/]*\.stories\.tsx?$/],
  ];
  const ids = new Set<string>();
  for (const [dir, pattern] of dirs)
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!pattern.test(file)) continue;
      const source = ts.createSourceFile(
        file,
        readFileSync(path.join(root, dir, file), 'utf8'),
        ts.ScriptTarget.Latest,
        false,
        ts.ScriptKind.TSX,
      );
      let title: string | undefined;
      const stories: string[] = [];
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name)) continue;
          if (exported) stories.push(declaration.name.text);
          let value = declaration.initializer;
          while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)))
            value = value.expression;
          if (declaration.name.text === 'meta' && value && ts.isObjectLiteralExpression(value))
            for (const property of value.properties)
              if (
                ts.isPropertyAssignment(property) &&
                ts.isIdentifier(property.name) &&
                property.name.text === 'title' &&
                ts.isStringLiteralLike(property.initializer)
              )
                title = property.initializer.text;
        }
      }
      if (!title) throw new Error(`${dir}/${file}: no const meta = { title }`);
      for (const story of stories) ids.add(toId(title, storyNameFromExport(story)));
    }
  return ids;
}

/** The values of `attribute` on the `tag` elements of server-rendered `markup`, in order. */
function attributes(markup: string, tag: string, attribute: string): string[] {
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*?\\s${attribute}="([^"]*)"`, 'g'))].map(
    (match) => unescape(match[1]!),
  );
}

describe('the catalogue of machines (Storybook’s Machines/…)', () => {
  it('has a page for every machine @mijas/machines exports, named by its id', () => {
    const ids = Object.values(exported as Record<string, unknown>)
      .filter(isMachine)
      .map((machine) => machine.id)
      .sort();
    expect(ids.length).toBeGreaterThanOrEqual(43);
    expect([...catalogueMachines.keys()].sort()).toEqual(ids);
    const stories = pages as unknown as Record<string, { name?: string }>;
    const missing = ids.filter((id) => stories[storyExportOf(id)]?.name !== id);
    expect(missing, 'machines.stories.tsx needs a page for each').toEqual([]);
  });

  it('lists every state of each machine, in its checklist and its table, and links only to stories Storybook has', () => {
    const known = storybookIds();
    // The index read something: a page story and a catalogue page at least.
    expect(known).toContain('pages-auth-login--wrong-password');
    expect(known).toContain(machinePageId('renewMembership'));
    const unknown: string[] = [];
    let links = 0;
    for (const machine of catalogueMachines.values()) {
      // Server-rendered, as the page's first render (the statechart comes after, laid out in an effect).
      const markup = renderToStaticMarkup(<MachineCatalogue machine={machine} />);
      const { states, transitions } = flowGraph(machine);
      expect(attributes(markup, 'tr', 'data-state'), machine.id).toEqual(states);
      expect(attributes(markup, 'li', 'data-state'), machine.id).toEqual(states);
      expect(attributes(markup, 'tr', 'data-transition'), machine.id).toEqual(transitions);
      const hrefs = attributes(markup, 'a', 'href');
      for (const id of attributes(markup, 'a', 'data-story')) {
        links += 1;
        expect(hrefs).toContain(`./?path=/story/${id}`);
        if (!known.has(id)) unknown.push(`${machine.id}: ${id}`);
      }
    }
    expect(unknown).toEqual([]);
    // The committed record of the stories' runs is read: the login page's stories reach its states.
    expect(storyStates).toBeDefined();
    expect(links).toBeGreaterThan(100);
    for (const href of attributes(renderToStaticMarkup(<CatalogueIndex />), 'a', 'href'))
      expect(known).toContain(href.replace('./?path=/story/', ''));
    // 43 pages rendered on a shared 2-core machine.
  }, 30_000);

  it('says so where no story reaches a state, and where a data file is missing', () => {
    const machine = catalogueMachines.get('renewMembership')!;
    const states = flowGraph(machine).states;
    const [reachedState] = states;
    const markup = renderToStaticMarkup(
      <MachineCatalogue
        machine={machine}
        data={{
          stories: {
            files: {
              'a.stories.tsx': [
                {
                  id: 'pages-a--b',
                  title: 'Pages/A',
                  name: 'B',
                  machines: {
                    renewMembership: {
                      in: [reachedState!],
                      through: [reachedState!],
                      transitions: [],
                    },
                  },
                },
              ],
            },
          },
        }}
      />,
    );
    // The checklist's items, by state: what each offers.
    const items = new Map(
      markup
        .split('<li data-state="')
        .slice(1)
        .map((item) => [
          item.slice(0, item.indexOf('"')),
          item.slice(0, item.indexOf('</li>')).replaceAll('<!-- -->', ''),
        ]),
    );
    expect(items.get(reachedState!)).toContain('Open a story in it: Pages/A › B');
    for (const other of states.slice(1))
      expect(items.get(other)).toContain('No story reaches this state');
    expect(markup).toContain('No coverage data: run <code>pnpm flows:coverage</code>');
  });

  it('lays the statechart out with ELK: a box per state, an arrow per transition that changes state', async () => {
    for (const id of ['renewMembership', 'session']) {
      const model = catalogueMachine(catalogueMachines.get(id)!);
      const layout = await layoutMachine(model);
      expect(
        layout.boxes
          .filter((box) => box.kind !== 'initial' && box.kind !== 'machine')
          .map((box) => box.id)
          .sort(),
      ).toEqual(model.states.map((state) => state.id).sort());
      const arrows = layout.edges.filter((edge) => !edge.id.endsWith('::initial-edge'));
      expect(arrows.length).toBe(model.transitions.reduce((sum, t) => sum + t.targets.length, 0));
      for (const edge of arrows) expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(layout.width).toBeGreaterThan(0);
    }
  });

  it('records what a story’s machines went through and where they end, and keeps it by story file', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      context: { knocks: 0 },
      states: {
        closed: {
          on: {
            open: 'open',
            knock: { actions: assign({ knocks: ({ context }) => context.knocks + 1 }) },
          },
        },
        open: { on: { close: 'closed' }, initial: 'wide', states: { wide: {} } },
      },
    });
    const recorder = new ReachRecorder();
    const actor = createActor(machine, { inspect: (event) => recorder.inspect(event) }).start();
    actor.send({ type: 'knock' });
    actor.send({ type: 'open' });
    expect(recorder.result()).toEqual({
      door: {
        in: ['door.open', 'door.open.wide'],
        through: ['door.closed', 'door.open', 'door.open.wide'],
        transitions: ['door.closed on knock → (stays)', 'door.closed on open → door.open'],
      },
    });
    actor.stop();
    // A stopped actor is in no state at the end.
    expect(recorder.result().door?.in).toEqual([]);

    const dir = mkdtempSync(path.join(tmpdir(), 'story-states-'));
    const file = path.join(dir, 'data.json');
    writeFileSync(path.join(dir, 'a.stories.tsx'), '');
    writeFileSync(path.join(dir, 'b.stories.tsx'), '');
    const story = (id: string) => ({ id, title: 'T', name: id, machines: recorder.result() });
    expect(recordStoryStates('a.stories.tsx', [story('a--2'), story('a--1')], file, dir)).toBe(
      true,
    );
    expect(recordStoryStates('b.stories.tsx', [story('b--1')], file, dir)).toBe(true);
    // The same run again changes nothing; a file run again replaces its own stories only.
    expect(recordStoryStates('b.stories.tsx', [story('b--1')], file, dir)).toBe(false);
    recordStoryStates('a.stories.tsx', [story('a--3')], file, dir);
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      files: Record<string, { id: string }[]>;
    };
    expect(
      Object.fromEntries(
        Object.entries(data.files).map(([name, list]) => [name, list.map((s) => s.id)]),
      ),
    ).toEqual({
      'a.stories.tsx': ['a--3'],
      'b.stories.tsx': ['b--1'],
    });
    expect(
      storiesOf('door', data as never)
        .states.get('door.open.wide')
        ?.map((link) => link.id),
    ).toEqual(['a--3', 'b--1']);
  });
});
