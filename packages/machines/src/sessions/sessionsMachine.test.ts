import { messages, type SignedInSession } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { serverDown } from '../testing/applications.ts';
import { phone, signedInDevices, tablet, thisDevice } from '../testing/sessions.ts';
import { sessionsMachine, type SessionsApi } from './sessionsMachine.ts';

function start(api: Partial<SessionsApi>) {
  return createActor(sessionsMachine, {
    input: { api: { ...unusedApi<SessionsApi>(), ...api } },
  }).start();
}

const ids = (sessions: SignedInSession[]) => sessions.map((session) => session.id);
const listed = () => Promise.resolve(structuredClone(signedInDevices));

describe('the signed-in devices machine', () => {
  it('lists the sessions, ends another one after asking, then every other one', async () => {
    const endSession = vi.fn(() => Promise.resolve({ message: messages.api.sessionEnded }));
    const endOtherSessions = vi.fn(() =>
      Promise.resolve({ message: messages.api.otherSessionsEnded }),
    );
    const actor = start({ getSessions: listed, endSession, endOtherSessions });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'shown');
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(ids(signedInDevices.sessions));

    actor.send({ type: 'session.end', id: phone.id });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(endSession).not.toHaveBeenCalled();
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.ending).toBeNull();

    actor.send({ type: 'session.end', id: phone.id });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'shown');
    expect(endSession).toHaveBeenCalledWith(phone.id, { signal: expect.any(AbortSignal) });
    expect(ids(actor.getSnapshot().context.sessions)).toEqual([thisDevice.id, tablet.id]);
    expect(actor.getSnapshot().context.done).toBe('one');

    actor.send({ type: 'others.end' });
    actor.send({ type: 'confirm.yes' });
    await reach(actor, 'shown');
    expect(endOtherSessions).toHaveBeenCalledOnce();
    expect(ids(actor.getSnapshot().context.sessions)).toEqual([thisDevice.id]);
    expect(actor.getSnapshot().context.done).toBe('others');
    // Nothing else to end: this device's session is ended by Logout, not here.
    actor.send({ type: 'others.end' });
    actor.send({ type: 'session.end', id: thisDevice.id });
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('says why the list did not come and loads it again; a failed ending keeps the list', async () => {
    const getSessions = vi.fn<SessionsApi['getSessions']>(() => Promise.reject(serverDown()));
    const actor = start({
      getSessions,
      endSession: () => Promise.reject(serverDown()),
    });
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toBe(serverDown().message);
    getSessions.mockImplementation(listed);
    actor.send({ type: 'list.retry' });
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context.loadError).toBeNull();

    actor.send({ type: 'session.end', id: tablet.id });
    actor.send({ type: 'confirm.yes' });
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context.endError).toBe(serverDown().message);
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(ids(signedInDevices.sessions));
    expect(actor.getSnapshot().context.done).toBeNull();
  });
});

const sessionsApi = unusedApi<SessionsApi>();
everyTransition('the signed-in devices', sessionsMachine, {
  input: { api: sessionsApi },
  events: [
    { type: 'list.retry' },
    { type: 'session.end', id: phone.id },
    { type: 'session.end', id: thisDevice.id },
    { type: 'others.end' },
    { type: 'confirm.yes' },
    { type: 'confirm.cancel' },
    { type: 'xstate.done.actor.loadSessions', output: signedInDevices },
    { type: 'xstate.error.actor.loadSessions', error: serverDown() },
    { type: 'xstate.done.actor.endSession', output: { message: messages.api.sessionEnded } },
    { type: 'xstate.error.actor.endSession', error: serverDown() },
    {
      type: 'xstate.done.actor.endOtherSessions',
      output: { message: messages.api.otherSessionsEnded },
    },
    { type: 'xstate.error.actor.endOtherSessions', error: serverDown() },
  ],
  actors: ['loadSessions', 'endSession', 'endOtherSessions'],
  contextKeys: ['sessions', 'ending', 'endError', 'loadError', 'done'],
  filterEvents: ((state: { matches: (v: string) => boolean }, event: { type: string }) =>
    outcomesOnlyIn('loading')(state as never, event) &&
    outcomesOnlyIn('endingOne')(state as never, event) &&
    outcomesOnlyIn('endingOthers')(state as never, event)) as never,
  // Loading asks for the list; ending one sends its id; an ending that went through leaves this device (and, for
  // one, the others); a failure keeps the list and says why; this device is never offered.
  check: (
    actor: {
      getSnapshot: () => {
        value: unknown;
        context: { sessions: SignedInSession[]; endError: string | null };
      };
    },
    event,
    { scripted, before },
  ) => {
    const { value, context } = actor.getSnapshot();
    const was = (before?.context as { sessions: SignedInSession[] } | undefined)?.sessions;
    if (value === 'loading' && event.type !== 'xstate.init')
      expect(scripted.calls('loadSessions').at(-1)).toEqual({ api: sessionsApi });
    if (value === 'endingOne')
      expect(scripted.calls('endSession').at(-1)).toEqual({ api: sessionsApi, id: phone.id });
    if (value === 'endingOthers')
      expect(scripted.calls('endOtherSessions').at(-1)).toEqual({ api: sessionsApi });
    if (event.type === 'xstate.done.actor.endSession')
      expect(ids(context.sessions)).toEqual(ids(was!.filter((s) => s.id !== phone.id)));
    if (event.type === 'xstate.done.actor.endOtherSessions')
      expect(context.sessions.every((s) => s.current)).toBe(true);
    if (
      event.type === 'xstate.error.actor.endSession' ||
      event.type === 'xstate.error.actor.endOtherSessions'
    )
      expect([context.endError, context.sessions]).toEqual([serverDown().message, was]);
    if (event.type === 'session.end' && 'id' in event && event.id === thisDevice.id)
      expect(value).not.toBe('confirming');
  },
});
