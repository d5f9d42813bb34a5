import { useToast, type ToastKind } from '@mijas/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useAllFlowOverrides, type FlowImplementations } from './flow-overrides.tsx';
import { inspectOption } from './inspector.ts';

type AppActions = Record<'navigate' | 'notify', (args: unknown, params: never) => void>;

/**
 * The machine with what the page provides, and so are the machines it runs as children (a form in a page):
 * the app's actions, and the implementations given by `FlowOverrides` for each machine's id.
 */
function provided<TMachine extends AnyStateMachine>(
  machine: TMachine,
  actions: AppActions,
  overrides: Record<string, FlowImplementations>,
): TMachine {
  const own = overrides[machine.id];
  const actors: Record<string, unknown> = { ...machine.implementations.actors };
  // A child machine (logic with a `root` state node) gets the same, by its own id.
  for (const name in actors)
    if ((actors[name] as Partial<AnyStateMachine>).root)
      actors[name] = provided(actors[name] as AnyStateMachine, actions, overrides);
  return machine.provide({
    ...own,
    actors: { ...actors, ...own?.actors },
    actions: { ...actions, ...own?.actions },
  } as never) as TMachine;
}

/**
 * Starts a page's machine for as long as the page is shown, with what the page provides: the router's
 * `navigate`, the toaster's `notify`, and, in stories and tests, the actors given by `FlowOverrides` for this
 * machine's id. Its child machines get the same, by their own ids. A machine that declares neither action
 * simply never calls it.
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const overrides = useAllFlowOverrides();
  const logic = useMemo(
    () =>
      provided(
        machine,
        {
          navigate: (_: unknown, params: { to: string; replace?: boolean }) => {
            void navigate(params.to, { replace: params.replace ?? false });
          },
          notify: (_: unknown, params: { kind: ToastKind; title: string; description?: string }) =>
            toast(params),
        },
        overrides,
      ),
    // The machine and its implementations are fixed for the life of the page.
    [machine, overrides],
  );
  return useActorRef(logic, { input, ...inspectOption() });
}
