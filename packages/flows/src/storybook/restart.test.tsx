import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
