import { useToast, type ToastKind } from '@mijas/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useAllFlowOverrides, type FlowImplementations } from './flow-overrides.tsx';
import { inspectOption } from './inspector.ts';

/**
 * Starts a page's machine for as long as the page is shown, with what the page provides: the router's
 * `navigate`, the toaster's `notify`, and, in stories and tests, the actors given by `FlowOverrides` for this
 * machine's id. A machine that declares neither action simply never calls it.
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  /** More actions the page provides (e.g. a list's `setQuery`); fixed for the life of the page. */
  actions?: Record<string, unknown>,
) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const all = useAllFlowOverrides();
  const overrides = all[machine.id];
  const logic = useMemo(
    () =>
      machine.provide({
        ...overrides,
        actors: { ...childOverrides(machine, all), ...overrides?.actors },
        actions: {
          navigate: (_: unknown, params: { to: string; replace?: boolean }) => {
            void navigate(params.to, { replace: params.replace ?? false });
          },
          notify: (_: unknown, params: { kind: ToastKind; title: string; description?: string }) =>
            toast(params),
          ...actions,
          ...overrides?.actions,
        },
      } as never) as TMachine,
    // The machine and its implementations are fixed for the life of the page.
    [machine, overrides, all],
  );
  return useActorRef(logic, { input, ...inspectOption() });
}

/**
 * The page machine's child machines (a list's dialogs) with the implementations given for their own ids, so a
 * story replaces a dialog's call as it would the page's (`{ adminDetails: { actors: { loadDetails } } }`).
 */
function childOverrides(machine: AnyStateMachine, all: Record<string, FlowImplementations>) {
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(actors).flatMap(([name, logic]) => {
      const child = logic as Partial<AnyStateMachine>;
      const given = typeof child.id === 'string' && child.provide ? all[child.id] : undefined;
      return given ? [[name, child.provide!(given as never)]] : [];
    }),
  );
}
