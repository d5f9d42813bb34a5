import { useMemo } from 'react';
import { catalogueCss } from './catalogue-css.ts';
import { flowsCoverage, storiesOf, storyStates } from './data.ts';
import { catalogueMachines, storyExportOf } from './machines.ts';
import { catalogueMachine } from './model.ts';

/** The page of a machine in the catalogue (machines.stories.tsx names its story after the machine). */
export const machinePageId = (id: string) =>
  `machines--${storyExportOf(id)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;

/** The catalogue's first page: every machine, how many of its states stories reach and path tests cover. */
export function CatalogueIndex() {
  const rows = useMemo(
    () =>
      [...catalogueMachines.values()].map((logic) => {
        const machine = catalogueMachine(logic);
        const reached = storiesOf(machine.id, storyStates).states;
        return {
          machine,
          reached: machine.states.filter((state) => reached.has(state.id)).length,
          coverage: flowsCoverage?.machines[machine.id],
        };
      }),
    [],
  );
  return (
    <main className="mcat">
      <style>{catalogueCss}</style>
      <h1>Machines</h1>
      <p>
        Every machine of <code>@mijas/machines</code>, each with its statechart, a QA checklist of
        its states and, for each state and transition, the stories that reach it (as the story tests
        saw them run) and whether the path tests (<code>pnpm flows:coverage</code>) cover it.
      </p>
      <table className="mcat-index">
        <thead>
          <tr>
            <th scope="col">Machine</th>
            <th scope="col">States</th>
            <th scope="col">Transitions</th>
            <th scope="col">States a story reaches</th>
            <th scope="col">Path tests: states, transitions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ machine, reached, coverage }) => (
            <tr key={machine.id}>
              <td>
                <a href={`./?path=/story/${machinePageId(machine.id)}`} target="_top">
                  {machine.id}
                </a>
              </td>
              <td>{machine.states.length}</td>
              <td>{machine.transitions.length}</td>
              <td className={reached < machine.states.length ? 'mcat-no' : 'mcat-yes'}>
                {storyStates ? `${reached} of ${machine.states.length}` : 'no data'}
              </td>
              <td>
                {coverage
                  ? `${coverage.states.length}/${machine.states.length}, ${coverage.transitions.length}/${machine.transitions.length}`
                  : 'no data'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
