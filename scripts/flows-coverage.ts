// `pnpm flows:coverage`: runs the machines' tests (Vitest, unit project) and prints, for every machine of
// packages/machines, how many of its states and transitions its path tests (xstate/graph, run through
// `runPath` of packages/machines/src/testing/harness.ts) went through; exits non-zero below 100 % of
// transitions. Machines are found by convention, so a new one is counted without registering it: every state
// machine exported by a module of packages/machines/src (tests and testing/ left out), plus any machine a path
// test ran.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { startVitest } from 'vitest/node';
import { flowGraph, type FlowGraph, type FlowRun } from '../packages/machines/src/testing/flows.ts';

const SOURCE = fileURLToPath(new URL('../packages/machines/src/', import.meta.url));
/** What the catalogue (Storybook's `Machines/…`) reads: which states and transitions the path tests cover. */
const DATA = fileURLToPath(
  new URL('../packages/flows/src/catalogue/data/flows-coverage.json', import.meta.url),
);

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    typeof (value as { provide?: unknown }).provide === 'function'
  );
}

/** Every machine exported by a module of packages/machines/src, by id (two machines may not share one). */
async function discoverMachines(): Promise<Map<string, { graph: FlowGraph; where: string }>> {
  const modules = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => !file.startsWith('testing/'))
    .sort();
  const found = new Map<string, { machine: AnyStateMachine; where: string }>();
  for (const file of modules) {
    const exports = (await import(pathToFileURL(SOURCE + file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!isMachine(value)) continue;
      const where = `${file} (${name})`;
      const seen = found.get(value.id);
      if (seen && seen.machine !== value)
        throw new Error(`Two machines share the id "${value.id}": ${seen.where} and ${where}`);
      if (!seen) found.set(value.id, { machine: value, where });
    }
  }
  return new Map(
    [...found].map(([id, { machine, where }]) => [id, { graph: flowGraph(machine), where }]),
  );
}

/** What the path tests ran through, by machine id, read from the tests' meta. */
async function runPathTests(): Promise<Map<string, FlowRun[]>> {
  const vitest = await startVitest('test', ['packages/machines/src/'], {
    project: ['unit'],
    watch: false,
    reporters: ['dot'],
  });
  const runs = new Map<string, FlowRun[]>();
  let failed = false;
  for (const module of vitest.state.getTestModules()) {
    if (!module.ok()) failed = true;
    // The harness's own tests run made-up machines.
    if (module.moduleId.includes('/src/testing/')) continue;
    for (const test of module.children.allTests()) {
      for (const run of test.meta().flows ?? [])
        runs.set(run.machine, [...(runs.get(run.machine) ?? []), run]);
    }
  }
  await vitest.close();
  if (failed || process.exitCode) {
    console.error('flows:coverage: the machines’ tests failed; no coverage to report.');
    process.exit(1);
  }
  return runs;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '100 %' : `${Math.floor((100 * part) / whole)} %`;

const machines = await discoverMachines();
const runs = await runPathTests();

interface Row {
  machine: string;
  covered: { pathTests: boolean; states: string[]; transitions: string[] };
  states: [number, number];
  transitions: [number, number];
  missed: string[];
}
const rows: Row[] = [];
for (const id of new Set([...machines.keys(), ...runs.keys()])) {
  const graph = machines.get(id)?.graph ?? runs.get(id)![0]!;
  const ran = runs.get(id) ?? [];
  const states = new Set(ran.flatMap((run) => run.states));
  const transitions = new Set(ran.flatMap((run) => run.transitions));
  rows.push({
    machine: id,
    states: [graph.states.filter((s) => states.has(s)).length, graph.states.length],
    transitions: [
      graph.transitions.filter((t) => transitions.has(t)).length,
      graph.transitions.length,
    ],
    missed: graph.transitions.filter((t) => !transitions.has(t)),
    covered: {
      pathTests: runs.has(id),
      states: graph.states.filter((s) => states.has(s)),
      transitions: graph.transitions.filter((t) => transitions.has(t)),
    },
  });
}
rows.sort((a, b) => a.machine.localeCompare(b.machine));

// One line per machine, sorted: a run that covers the same leaves the file as it was.
mkdirSync(path.dirname(DATA), { recursive: true });
writeFileSync(
  DATA,
  `{"machines": {\n${rows.map((row) => `${JSON.stringify(row.machine)}: ${JSON.stringify(row.covered)}`).join(',\n')}\n}}\n`,
);

const table = [
  ['Machine', 'States', '', 'Transitions', ''],
  ...rows.map((row) => [
    row.machine,
    `${row.states[0]}/${row.states[1]}`,
    percent(...row.states),
    `${row.transitions[0]}/${row.transitions[1]}`,
    percent(...row.transitions),
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    )
    .join('  ');
console.log(
  '\nFlow coverage: what the path tests (xstate/graph) of packages/machines go through\n',
);
console.log(line(table[0]!));
console.log(widths.map((width) => '─'.repeat(width)).join('  '));
for (const cells of table.slice(1)) console.log(line(cells));

const short = rows.filter((row) => row.transitions[0] < row.transitions[1]);
if (short.length) {
  console.log('\nTransitions no path test takes:');
  for (const row of short) {
    console.log(`\n  ${row.machine}${runs.has(row.machine) ? '' : ' (no path test)'}`);
    for (const missed of row.missed) console.log(`    ${missed}`);
  }
  console.error(
    `\nflows:coverage: ${short.length} of ${rows.length} machines below 100 % of transitions.`,
  );
  process.exit(1);
}
console.log(`\nflows:coverage: all ${rows.length} machines at 100 % of transitions.`);
