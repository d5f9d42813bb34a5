import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJourneys } from '../journeys/journey.tsx';
import { createScriptedApi } from '../journeys/scripted-api.ts';
import { FlowPlayerRuntime } from '../player/runtime.ts';
import { createFlowPlayer } from './preview.tsx';

afterEach(cleanup);

let mounts = 0;
/** A story that counts its mounts. */
function Story() {
  const [mount] = useState(() => ++mounts);
  return <p>mount {mount}</p>;
}

describe('Restart with these scenarios', () => {
  it('mounts the story again inside the player, without Storybook (which would run its play function again)', async () => {
    let plugged: FlowPlayerRuntime | undefined;
    const { FlowPlayerRoot } = createFlowPlayer({
      plug: (runtime) => void (plugged = runtime),
      plugged: () => plugged,
    });
    const runtime = new FlowPlayerRuntime({ story: 'pages-x--y', live: false });
    render(
      <FlowPlayerRoot story="pages-x--y" runtime={runtime}>
        <Story />
      </FlowPlayerRoot>,
    );
    expect(screen.getByText('mount 1')).toBeTruthy();
    act(() => runtime.command({ type: 'restart' }));
    // A new story (its machines made afresh with the scenarios chosen), plugged in.
    expect(await screen.findByText('mount 2')).toBeTruthy();
    expect(plugged).toBe(runtime);
  });
});

describe('Restart of a journey', () => {
  it('opens the journey on a fresh server (its calls counted from the first again), not the run before', async () => {
    let plugged: FlowPlayerRuntime | undefined;
    const { FlowPlayerRoot } = createFlowPlayer({
      plug: (runtime) => void (plugged = runtime),
      plugged: () => plugged,
    });
    const { Journey } = createJourneys({
      createRouter: (url) => ({
        state: { location: { pathname: url, search: '' } },
        subscribe: () => () => {},
      }),
      loadPages: () => Promise.resolve(),
      App: () => <p>the app</p>,
      inspectOption: () => ({}),
    });
    const first = createScriptedApi({});
    const remake = vi.fn(() => ({ api: createScriptedApi({}) }));
    const runtime = new FlowPlayerRuntime({ story: 'journeys-x--y', live: false });
    render(
      <FlowPlayerRoot story="journeys-x--y" runtime={runtime}>
        <Journey api={first} url="/" remake={remake} />
      </FlowPlayerRoot>,
    );
    expect(remake).not.toHaveBeenCalled();
    act(() => runtime.command({ type: 'restart' }));
    await waitFor(() => expect(remake).toHaveBeenCalled());
  });
});
