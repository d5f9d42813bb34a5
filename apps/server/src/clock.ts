/**
 * The server's time source (`app.clock`, the mail worker, the reminders, the tokens): a module of its own, which
 * imports nothing, so whatever reads the time depends on it alone and not on the app's decorations
 * (`http/context.ts`), which in turn name those readers' types.
 */

/** The time source; tests pass a controllable one to `buildApp`. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told (tests): `clock.advance(61_000)`. */
export function manualClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
