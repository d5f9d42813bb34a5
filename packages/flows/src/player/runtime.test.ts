import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { ApiError } from '@mijas/api';
import { prepareCalls } from './calls.ts';
import { encodeRecording } from './link.ts';
import { FlowPlayerRuntime } from './runtime.ts';

/** A page's root machine: a load (a promise that settles), then a dialog (a child machine that finishes). */
const page = (id: string) =>
  setup({
    actors: {
      load: fromPromise(async () => 'loaded'),
      dialog: createMachine({
        id: 'dialog',
        initial: 'open',
        states: { open: { on: { close: 'closed' } }, closed: { type: 'final' } },
      }),
    },
  }).createMachine({
    id,
    initial: 'loading',
    states: {
      loading: { invoke: { id: 'load', src: 'load', onDone: 'shown' } },
      shown: {
        invoke: { id: 'dialog', src: 'dialog' },
        on: { done: 'finished', reload: 'loading' },
      },
      finished: {},
    },
  });

/** A session the API client asks to refresh (`refresh.needed`) and that is active again once it is `done`. */
const refreshingSession = createMachine({
  id: 'session',
  initial: 'active',
  states: {
    active: { on: { 'refresh.needed': 'refreshing' } },
    refreshing: { on: { done: 'active' } },
  },
});

const paths = (runtime: FlowPlayerRuntime) => runtime.view().actors.map((actor) => actor.path);

describe('the flow player follows the actors from page to page', () => {
  it("shows the session and the current page's machines; the old page's, its finished children too, are gone", async () => {
    const runtime = new FlowPlayerRuntime({ story: 'journeys--x' });
    // The session lives across pages, made outside any page.
    const session = createActor(createMachine({ id: 'session' }), {
      inspect: runtime.inspect,
    }).start();

    const first = createActor(page('memberList'), { inspect: runtime.inspect }).start();
    await waitFor(first, (snapshot) => snapshot.matches('shown'));
    // The load finished and stays listed (its output) while its page is shown.
    expect(paths(runtime)).toEqual([
      'session',
      'memberList',
      'memberList/load',
      'memberList/dialog',
    ]);

    // The next page starts while the old one is still up (React renders before its effects' cleanup).
    const second = createActor(page('adminPanel'), { inspect: runtime.inspect }).start();
    first.stop();
    await waitFor(second, (snapshot) => snapshot.matches('shown'));
    // It loads again: the new load takes the finished one's place.
    second.send({ type: 'reload' });
    await waitFor(second, (snapshot) => snapshot.matches('shown'));
    expect(paths(runtime)).toEqual([
      'session',
      'adminPanel',
      'adminPanel/load',
      'adminPanel/dialog',
    ]);

    // A page seen before comes back: numbered, the second of its name since the story began.
    const third = createActor(page('memberList'), { inspect: runtime.inspect }).start();
    second.stop();
    await waitFor(third, (snapshot) => snapshot.matches('shown'));
    expect(paths(runtime)).toEqual([
      'session',
      'memberList#2',
      'memberList#2/load',
      'memberList#2/dialog',
    ]);
    session.stop();
  });
});

describe('the call log', () => {
  /** The login page's fake of its sign-in call, wrapped by the player as a story's fakes are. */
  function loginFake(runtime: FlowPlayerRuntime, answer: () => Promise<unknown>) {
    const flows = runtime.provideFakes({ login: { actors: { signIn: fromPromise(answer) } } });
    return flows.login.actors.signIn as ReturnType<typeof fromPromise>;
  }

  /** Runs the fake once: 'done' or 'error'. */
  function settle(logic: ReturnType<typeof fromPromise>): Promise<string> {
    const actor = createActor(logic);
    const settled = new Promise<string>((resolve) =>
      actor.subscribe({ complete: () => resolve('done'), error: () => resolve('error') }),
    );
    actor.start();
    return settled;
  }

  it("logs each fake call with its endpoint, method, path and status; a choice for the Nth call is that call's only", async () => {
    await prepareCalls();
    let time = 0;
    const runtime = new FlowPlayerRuntime({ story: 'pages-auth-login--editing', now: () => time });
    const signIn = loginFake(runtime, async () => {
      time += 40;
      return { ok: true };
    });
    runtime.command({
      type: 'scenario',
      fake: 'login.signIn',
      scenario: { kind: 'fail', answer: { status: 403, body: { message: 'No.' } }, call: 2 },
    });
    expect(await settle(signIn)).toBe('done');
    expect(await settle(signIn)).toBe('error');
    expect(await settle(signIn)).toBe('done');
    expect(
      runtime
        .view()
        .calls.map(
          ({ id, endpoint, method, url, status, token, via, ms }) =>
            `${id} ${endpoint} ${method} ${url} ${status} ${token} ${via} ${ms}`,
        ),
    ).toEqual([
      '1 login POST /api/v1/User/login 200 null fake 40',
      '2 login POST /api/v1/User/login 403 null fake 0',
      '3 login POST /api/v1/User/login 200 null fake 40',
    ]);
    expect(runtime.view().calls[1]?.scenario).toBe('fails 403 on call 2 only');
  });

  it('says how the story’s own answer went (a story whose fake fails is not offered as “Succeed”)', async () => {
    await prepareCalls();
    const runtime = new FlowPlayerRuntime({ story: 'pages-auth-login--wrong-password' });
    const signIn = loginFake(runtime, () =>
      Promise.reject(new ApiError({ status: 401, body: { message: 'Wrong.' } })),
    );
    expect(await settle(signIn)).toBe('error');
    expect(runtime.view().fakes[0]?.storyOutcome).toBe('fails 401');
  });

  // Found in a clean-clone run: a link's step (QA's refresh, sent once the page had loaded) was replayed as soon as
  // the session was active, before the page's own calls (and their refresh), so it became the first refresh.
  it('replays a step once as many calls are answered as when it was sent, not at the first sight of its state', async () => {
    await prepareCalls();
    const runtime = new FlowPlayerRuntime({ story: 'pages-auth-login--editing' });
    const recorded = createActor(refreshingSession, { inspect: runtime.inspect }).start();
    // The page's call is answered, then QA sends the session an event.
    await settle(loginFake(runtime, async () => ({ ok: true })));
    runtime.command({ type: 'send', actor: 'session', event: { type: 'refresh.needed' } });
    expect(recorded.getSnapshot().value).toBe('refreshing');
    expect(runtime.recording().steps).toMatchObject([{ state: '"active"', answered: 1 }]);

    const fresh = new FlowPlayerRuntime({ story: 'pages-auth-login--editing', live: false });
    fresh.loadFromAddress(`?flows=${encodeRecording(runtime.recording())}`);
    const replayed = createActor(refreshingSession, { inspect: fresh.inspect }).start();
    const signIn = loginFake(fresh, async () => ({ ok: true }));
    fresh.scriptEnded();
    // The session is in the step's state, but the page has not made its call yet: the step waits.
    await Promise.resolve();
    expect(replayed.getSnapshot().value).toBe('active');
    expect(fresh.view().replay).toMatchObject({ status: 'running', done: 0 });
    await settle(signIn);
    await waitFor(replayed, (snapshot) => snapshot.matches('refreshing'));
    expect(fresh.view().replay).toMatchObject({ status: 'done', done: 1 });
  });

  it('is carried by a Copy link, and the replayed page shows it beside its own', async () => {
    await prepareCalls();
    const runtime = new FlowPlayerRuntime({ story: 'pages-auth-login--editing' });
    await settle(loginFake(runtime, async () => ({ ok: true })));
    const link = encodeRecording(runtime.recording());
    const fresh = new FlowPlayerRuntime({ story: 'pages-auth-login--editing', live: false });
    fresh.loadFromAddress(`?flows=${link}`);
    expect(fresh.view().recordedCalls).toEqual(runtime.view().calls);
  });
});

describe('the recording', () => {
  it('keeps one step for a delay typed digit by digit', () => {
    const runtime = new FlowPlayerRuntime({ story: 'pages-auth-login--editing' });
    for (const ms of [1, 15, 150, 1500])
      runtime.command({ type: 'scenario', fake: 'login.signIn', scenario: { kind: 'delay', ms } });
    expect(runtime.recording().steps).toEqual([
      { kind: 'scenario', fake: 'login.signIn', scenario: { kind: 'delay', ms: 1500 } },
    ]);
    expect(runtime.view().timeline.filter((entry) => entry.kind === 'scenario')).toHaveLength(1);
  });

  it("keeps QA's events, not one a page's machine sends as it starts (the login page saying the session's end was seen)", () => {
    const runtime = new FlowPlayerRuntime({ story: 'journeys-admin--x' });
    const session = createActor(
      createMachine({
        id: 'session',
        initial: 'ended',
        states: { ended: { on: { seen: 'anonymous' } }, anonymous: { on: { refresh: 'ended' } } },
      }),
      { inspect: runtime.inspect },
    ).start();
    // The page's machine tells the session in its entry action (a plain `send`, as `loginMachine` does).
    createActor(
      setup({}).createMachine({
        id: 'login',
        entry: () => session.send({ type: 'seen' }),
      }),
      { inspect: runtime.inspect },
    ).start();
    expect(session.getSnapshot().value).toBe('anonymous');
    // QA's own event, from the panel or a button of the page.
    session.send({ type: 'refresh' });
    expect(runtime.recording().steps).toEqual([
      {
        kind: 'event',
        actor: 'session',
        state: '"anonymous"',
        answered: 0,
        event: { type: 'refresh' },
      },
    ]);
  });

  it("keeps no event the app sends in answer to a step (the API client's refresh after a 401), unless QA sends it", () => {
    const runtime = new FlowPlayerRuntime({ story: 'journeys-member--x' });
    const session = createActor(refreshingSession, { inspect: runtime.inspect }).start();
    // The API client, after a call was refused with 401 (a plain `send` from outside any actor).
    session.send({ type: 'refresh.needed' });
    session.send({ type: 'done' });
    // QA, from the Flows panel.
    runtime.command({ type: 'send', actor: 'session', event: { type: 'refresh.needed' } });
    expect(session.getSnapshot().value).toBe('refreshing');
    expect(runtime.recording().steps).toEqual([
      {
        kind: 'event',
        actor: 'session',
        state: '"refreshing"',
        answered: 0,
        event: { type: 'done' },
      },
      {
        kind: 'event',
        actor: 'session',
        state: '"active"',
        answered: 0,
        event: { type: 'refresh.needed' },
      },
    ]);
  });

  it('says a cut or changed link cannot be read instead of ignoring it', () => {
    const runtime = new FlowPlayerRuntime({ story: 'pages-auth-login--editing' });
    const link = encodeRecording(runtime.recording());
    const cut = new FlowPlayerRuntime({ story: 'pages-auth-login--editing', live: false });
    cut.loadFromAddress(`?flows=${link.slice(0, link.length - 7)}`);
    expect(cut.view().linkProblem).toMatch(/could not be read/);
    const whole = new FlowPlayerRuntime({ story: 'pages-auth-login--editing', live: false });
    whole.loadFromAddress(`?flows=${link}`);
    expect(whole.view().linkProblem).toBeUndefined();
  });
});

describe('events that need a payload', () => {
  /** View Members' dialog region as the searchable list has it: a guard picks the dialog by the payload. */
  const list = createMachine({
    id: 'memberList',
    initial: 'closed',
    states: {
      closed: {
        on: {
          'dialog.open': { guard: ({ event }) => event.dialog === 'renew', target: 'renew' },
        },
      },
      renew: {},
    },
  });

  it("are offered with a template of the event's shape, read from the machine's event type", () => {
    const runtime = new FlowPlayerRuntime({ story: 'pages-admin-view-members--default' });
    const actor = createActor(list, { inspect: runtime.inspect }).start();
    const event = runtime
      .view()
      .actors[0]?.events.find((offered) => offered.type === 'dialog.open');
    expect(event?.template).toBe(true);
    const payload = JSON.parse(event?.payload ?? '{}') as Record<string, Record<string, unknown>>;
    expect(Object.keys(payload).sort()).toEqual(['action', 'dialog', 'row']);
    expect(payload.row).toMatchObject({ id: '', username: '', isActiveUser: false });
    actor.stop();
  });
});
