import {
  navigate as defaultNavigate,
  notify as defaultNotify,
  type LoadChild,
  type NavigateParams,
} from '@mijas/machines';
import { useToast, type ToastKind } from '@mijas/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type AnyStateMachine, type InputFrom } from 'xstate';
import {
  useAllFlowOverrides,
  useFlowClock,
  useFlowInspect,
  type FlowImplementations,
} from './flow-overrides.tsx';
import { inspectOption } from './inspector.ts';
import { useAppNavigate } from './navigation.tsx';

type Actions = Record<string, unknown>;

/** The machines' do-nothing defaults of the app's actions, by name. */
const DEFAULTS: Actions = { navigate: defaultNavigate, notify: defaultNotify };

/**
 * The machine with what the page provides, and so are the machines it runs as children (a form in a page, a
 * list's dialogs): the app's actions, and the implementations given by `FlowOverrides` for each machine's id. A
 * child keeps an action its parent already gave it (a list's dialog sends its toasts to the list); it takes the
 * app's where it has only the machines' default. A child whose code loads later (`childLoader`: the admin panel's
 * lists of Renewal requests and Payments) gets the same once loaded.
 */
function provided<TMachine extends AnyStateMachine>(
  machine: TMachine,
  actions: Actions,
  overrides: Record<string, FlowImplementations>,
  child = false,
): TMachine {
  const own = overrides[machine.id];
  /** A loader's child (`childLoader`) gets, once loaded, what the parent's other children get. */
  const loading = (load: LoadChild<never>) =>
    fromPromise(({ input }: { input: never }) =>
      load(input).then(
        (loaded) => loaded && provided(loaded, actions, overrides, true),
        // No code, no child (its page's code did not come either: the router shows that).
        () => undefined,
      ),
    );
  const loaderOf = (actor: unknown) => (actor as { loadsChild?: LoadChild<never> }).loadsChild;
  const actors: Record<string, unknown> = { ...machine.implementations.actors };
  for (const name in actors) {
    const load = loaderOf(actors[name]);
    if ((actors[name] as Partial<AnyStateMachine>).root)
      actors[name] = provided(actors[name] as AnyStateMachine, actions, overrides, true);
    else if (load) actors[name] = loading(load);
  }
  // The implementations given for this machine's id win; a loader among them is one as well (a story's).
  for (const [name, actor] of Object.entries(own?.actors ?? {})) {
    const load = loaderOf(actor);
    actors[name] = load ? loading(load) : actor;
  }
  const current = machine.implementations.actions as Actions;
  const given = child
    ? Object.fromEntries(
        Object.entries(actions).filter(
          ([name]) => !(name in current) || current[name] === DEFAULTS[name],
        ),
      )
    : actions;
  return machine.provide({
    ...own,
    actors,
    actions: { ...given, ...own?.actions },
  } as never) as TMachine;
}

/**
 * Starts a page's machine for as long as the page is shown, with what the page provides: the router's
 * `navigate` (or the sign-in island's: navigation.tsx), the toaster's `notify`, the page's own actions and, in stories and tests, the
 * implementations given by `FlowOverrides` for this machine's id. Its child machines get the same, by their own
 * ids. A machine that declares none of these actions simply never calls them.
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  /** More actions the page provides; fixed for the life of the page. */
  actions?: Actions,
) {
  const navigate = useAppNavigate();
  const { toast } = useToast();
  const overrides = useAllFlowOverrides();
  const inspect = useFlowInspect();
  const clock = useFlowClock();
  const logic = useMemo(
    () =>
      provided(
        machine,
        {
          navigate: (_: unknown, params: NavigateParams) =>
            navigate(params.to, {
              replace: params.replace ?? false,
              keepScroll: params.keepScroll ?? false,
            }),
          notify: (_: unknown, params: { kind: ToastKind; title: string; description?: string }) =>
            toast(params),
          ...actions,
        },
        overrides,
      ),
    // The machine and its implementations are fixed for the life of the page.
    [machine, overrides],
  );
  return useActorRef(logic, { input, ...inspectOption(inspect), ...(clock ? { clock } : {}) });
}
