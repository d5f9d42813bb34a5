import { useToast, type ToastKind } from '@mijas/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useFlowOverrides } from './flow-overrides.tsx';
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
  const overrides = useFlowOverrides(machine.id);
  const logic = useMemo(
    () =>
      machine.provide({
        ...overrides,
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
    [machine, overrides],
  );
  return useActorRef(logic, { input, ...inspectOption() });
}
