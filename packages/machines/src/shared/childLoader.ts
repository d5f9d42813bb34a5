import { fromPromise, type AnyStateMachine, type DoneActorEvent } from 'xstate';

/** How a `childLoader` brings a child machine's code, given its input (none: there is no such child). */
export type LoadChild<TInput> = (input: TInput) => Promise<AnyStateMachine | undefined>;

/**
 * An actor that brings a child machine's code (its output: the machine), for a parent that spawns the child once it
 * has come (the admin panel's lists of Renewal requests and Payments, issue 32). Code that does not come (offline,
 * a new deployment) is no child: the page whose code it came with did not come either, and says so. `loadsChild`
 * tells the app's `useFlow` to give the loaded machine what it gives the parent's other children.
 */
export function childLoader<TInput>(load: LoadChild<TInput>) {
  return Object.assign(
    fromPromise(({ input }: { input: TInput }) => load(input).catch(() => undefined)),
    { loadsChild: load },
  );
}

/** The machine a loader brought: its `onDone` event's output (none: its code did not come). */
export const loadedChild = (event: unknown) =>
  (event as DoneActorEvent<AnyStateMachine | undefined>).output;

/** A guard for a loader's `onDone`: its child's code came. */
export const childCame = ({ event }: { event: unknown }) => loadedChild(event) !== undefined;
