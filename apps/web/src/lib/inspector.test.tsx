import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { stopFlowOverlay } from '@mijas/flows/overlay';
import { connectFlowDevtools, inspectOption, startInspector } from './inspector.ts';

/** Any machine of the app: the overlay inspects actors, not particular flows. */
const doorMachine = createMachine({
  id: 'door',
  initial: 'closed',
  states: { closed: { on: { open: 'opened' } }, opened: { on: { close: 'closed' } } },
});

const toggle = () =>
  fireEvent.keyDown(window, { key: 'F', code: 'KeyF', altKey: true, shiftKey: true });

afterEach(() => {
  connectFlowDevtools(undefined);
  // Unmounted, not only removed: a mounted panel stays subscribed to the runtime, whose next notice would reach
  // React after this file's window is gone.
  stopFlowOverlay();
  window.history.replaceState(null, '', '/');
});

describe('the flow player over the app (pnpm dev)', () => {
  it('?flows shows it over the page, with the machines the app started; Alt+Shift+F hides and shows it', async () => {
    window.history.replaceState(null, '', '/login?flows');
    await startInspector();
    const door = createActor(doorMachine, inspectOption()).start();

    const panel = await screen.findByRole('region', { name: 'Flow player' });
    expect(panel.closest('[data-flow-player]')).not.toBeNull();
    await waitFor(() =>
      expect(panel.querySelector('[data-actor="door"] [data-state="closed"]')).toBeInTheDocument(),
    );

    // Its events are buttons that drive the live machine.
    fireEvent.click(within(panel).getByRole('button', { name: 'open' }));
    expect(door.getSnapshot().value).toBe('opened');
    await waitFor(() =>
      expect(panel.querySelector('[data-actor="door"] [data-state="opened"]')).toBeInTheDocument(),
    );

    act(toggle);
    expect(screen.queryByRole('region', { name: 'Flow player' })).toBeNull();
    act(toggle);
    expect(await screen.findByRole('region', { name: 'Flow player' })).toBeInTheDocument();
    door.stop();
  });

  it('stays out of sight without ?flows, watching from the first render all the same', async () => {
    await startInspector();
    const door = createActor(doorMachine, inspectOption()).start();
    door.send({ type: 'open' });
    expect(screen.queryByRole('region', { name: 'Flow player' })).toBeNull();

    act(toggle);
    const panel = await screen.findByRole('region', { name: 'Flow player' });
    await waitFor(() =>
      expect(panel.querySelector('[data-actor="door"] [data-state="opened"]')).toBeInTheDocument(),
    );
    expect(within(panel).getByText('open', { selector: '.mfp-entry-text' })).toBeInTheDocument();
    act(toggle);
    door.stop();
  });

  it("follows a page's machine that React's strict mode stopped and started again (pnpm dev renders strictly)", async () => {
    window.history.replaceState(null, '', '/?flows');
    await startInspector();
    function DoorPage() {
      const door = useActorRef(doorMachine, inspectOption());
      return (
        <button type="button" onClick={() => door.send({ type: 'open' })}>
          Open the door
        </button>
      );
    }
    render(
      <StrictMode>
        <DoorPage />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the door' }));

    const panel = await screen.findByRole('region', { name: 'Flow player' });
    await waitFor(() =>
      expect(panel.querySelector('[data-actor="door"] [data-state="opened"]')).toBeInTheDocument(),
    );
  });
});
