import { navigate, notify, type Toast } from '@mijas/machines';
import { UIProvider } from '@mijas/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assign, sendParent, setup, SimulatedClock, type ActorRefFrom } from 'xstate';
import { FlowOverrides } from './flow-overrides.tsx';
import { NavigationProvider } from './navigation.tsx';
import { RouterNavigation } from './router-navigation.tsx';
import { useFlow } from './use-flow.ts';
import { en } from '../i18n/en.ts';

/** A child that toasts through the machines' default `notify`, as a form in a page does. */
const formMachine = setup({ actions: { notify } }).createMachine({
  id: 'form',
  entry: { type: 'notify', params: { kind: 'success', title: 'Saved by the form' } },
});

/** A child whose parent routes its toasts to itself, as a list routes its dialogs'. */
const dialogMachine = setup({ actions: { notify } }).createMachine({
  id: 'dialog',
  entry: { type: 'notify', params: { kind: 'success', title: 'Renewed by the dialog' } },
});

const pageMachine = setup({
  types: { context: {} as { relayed: string[] }, events: {} as { type: 'relay'; toast: Toast } },
  actors: {
    form: formMachine,
    dialog: dialogMachine.provide({
      actions: { notify: sendParent((_: unknown, toast: Toast) => ({ type: 'relay', toast })) },
    }),
  },
}).createMachine({
  id: 'page',
  context: { relayed: [] },
  invoke: [
    { id: 'form', src: 'form' },
    { id: 'dialog', src: 'dialog' },
  ],
  on: {
    relay: {
      actions: assign({ relayed: ({ context, event }) => [...context.relayed, event.toast.title] }),
    },
  },
});

function Page() {
  const page: ActorRefFrom<typeof pageMachine> = useFlow(pageMachine, undefined as never);
  const relayed = useSelector(page, (s) => s.context.relayed);
  return <output aria-label="relayed">{relayed.join(', ')}</output>;
}

describe('useFlow gives the machines a page runs as children the app’s actions', () => {
  it('a child with the default notify toasts through the app; a child its parent gave one keeps it', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RouterNavigation>
            <Page />
          </RouterNavigation>
        ),
      },
    ]);
    render(
      <UIProvider toastLabels={en.common.ui.toasts}>
        <RouterProvider router={router} />
      </UIProvider>,
    );
    expect(await screen.findByText('Saved by the form')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'relayed' })).toHaveTextContent(
        'Renewed by the dialog',
      ),
    );
    expect(screen.queryByText('Renewed by the dialog', { ignore: 'output' })).toBeNull();
  });
});

/** A page that moves on by itself after 2 s, as a success before its redirect does. */
const timedMachine = setup({}).createMachine({
  id: 'timed',
  initial: 'waiting',
  states: { waiting: { after: { 2000: 'moved' } }, moved: {} },
});

function TimedPage() {
  const page = useFlow(timedMachine, undefined as never);
  const value = useSelector(page, (s) => String(s.value));
  return <output aria-label="state">{value}</output>;
}

describe('useFlow runs a page’s delays on the clock FlowOverrides gives', () => {
  it('a delay ends only when that clock says so (a story holds a redirect’s wait)', () => {
    const clock = new SimulatedClock();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RouterNavigation>
            <TimedPage />
          </RouterNavigation>
        ),
      },
    ]);
    render(
      <UIProvider toastLabels={en.common.ui.toasts}>
        <FlowOverrides value={{}} clock={clock}>
          <RouterProvider router={router} />
        </FlowOverrides>
      </UIProvider>,
    );
    const state = screen.getByRole('status', { name: 'state' });
    act(() => clock.increment(1999));
    expect(state).toHaveTextContent('waiting');
    act(() => clock.increment(1));
    expect(state).toHaveTextContent('moved');
  });
});

/** A page whose machine goes elsewhere as it starts, as the sign-in form does once signed in. */
const leavingMachine = setup({ actions: { navigate } }).createMachine({
  id: 'leaving',
  entry: { type: 'navigate', params: { to: '/member', replace: true } },
});

function LeavingPage() {
  useFlow(leavingMachine, undefined as never);
  return null;
}

describe('useFlow carries a machine’s navigate out through the page’s host', () => {
  it('calls the navigation it is given, with the machine’s address and options', () => {
    const calls: unknown[] = [];
    render(
      <UIProvider toastLabels={en.common.ui.toasts}>
        <NavigationProvider value={(to, options) => calls.push([to, options])}>
          <LeavingPage />
        </NavigationProvider>
      </UIProvider>,
    );
    expect(calls).toEqual([['/member', { replace: true, keepScroll: false }]]);
  });

  it('moves the router it is rendered in', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RouterNavigation>
            <LeavingPage />
          </RouterNavigation>
        ),
      },
      { path: '/member', element: <p>The member page</p> },
    ]);
    render(
      <UIProvider toastLabels={en.common.ui.toasts}>
        <RouterProvider router={router} />
      </UIProvider>,
    );
    expect(await screen.findByText('The member page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refuses to run a page outside any host', () => {
    expect(() =>
      render(
        <UIProvider toastLabels={en.common.ui.toasts}>
          <LeavingPage />
        </UIProvider>,
      ),
    ).toThrow(/No navigation/);
  });
});
