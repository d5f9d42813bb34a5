import { ApiError, messages, type ApplicationDetails } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { everyTransition, outcomesOnlyIn, serializedWithout } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import {
  handled,
  ID,
  MEMBER_ID,
  replied,
  serverDown,
  submission,
} from '../testing/applications.ts';
import { deferred } from '../testing/tokens.ts';
import {
  applicationDetailsMachine,
  applicationDetailsMessage,
  type ApplicationDetailsSnapshot,
} from './applicationDetailsMachine.ts';

function startDetails() {
  const calls = {
    getApplicationDetails: [] as ReturnType<typeof deferred<ApplicationDetails>>[],
    updateApplication: [] as ReturnType<typeof deferred<ApplicationDetails>>[],
    replyToApplication: [] as ReturnType<typeof deferred<ApplicationDetails>>[],
  };
  const call = (name: keyof typeof calls) =>
    vi.fn(() => {
      const settle = deferred<ApplicationDetails>();
      calls[name].push(settle);
      return settle.promise;
    });
  const api = {
    getApplicationDetails: call('getApplicationDetails'),
    updateApplication: call('updateApplication'),
    replyToApplication: call('replyToApplication'),
  };
  const notify = vi.fn();
  const changed = vi.fn();
  const machine = applicationDetailsMachine.provide({
    actions: {
      notify: (_: unknown, toast: unknown) => notify(toast),
      submissionChanged: () => changed(),
    },
  });
  const actor = createActor(machine, { input: { api, id: ID } }).start();
  const last = (name: keyof typeof calls) => calls[name][calls[name].length - 1]!;
  return { actor, api, calls, last, notify, changed, context: () => actor.getSnapshot().context };
}

describe('the application details dialog', () => {
  it('loads the submission and proposes the reply subject in the language; a failure retries', async () => {
    const dialog = startDetails();
    expect(applicationDetailsMessage(dialog.actor.getSnapshot())).toBe(
      messages.applications.detailsLoading,
    );
    dialog
      .last('getApplicationDetails')
      .reject(new ApiError({ status: 404, body: { message: 'Gone.' } }));
    await reach(dialog.actor, 'failed');
    expect(applicationDetailsMessage(dialog.actor.getSnapshot())).toBe('Gone.');
    dialog.actor.send({ type: 'details.retry' });
    dialog.last('getApplicationDetails').resolve(submission);
    await reach(dialog.actor, 'loaded');
    expect(dialog.api.getApplicationDetails).toHaveBeenCalledWith(ID, {
      signal: expect.any(AbortSignal),
    });
    expect(dialog.context().reply).toEqual({
      subject: 'Re: your MIJAS Club application',
      body: '',
    });
    expect(applicationDetailsMessage(dialog.actor.getSnapshot())).toBeNull();
  });

  it('changes the status once at a time, shows a failure and keeps the status', async () => {
    const dialog = startDetails();
    dialog.last('getApplicationDetails').resolve(submission);
    await reach(dialog.actor, 'loaded');
    // The status it has already: nothing to do.
    dialog.actor.send({ type: 'status.set', status: 'new' });
    expect(dialog.api.updateApplication).not.toHaveBeenCalled();
    dialog.actor.send({ type: 'status.set', status: 'archived' });
    expect(dialog.context().pendingStatus).toBe('archived');
    expect(dialog.actor.getSnapshot().hasTag('statusBusy')).toBe(true);
    dialog.actor.send({ type: 'status.set', status: 'handled' });
    expect(dialog.api.updateApplication).toHaveBeenCalledExactlyOnceWith(
      ID,
      { status: 'archived' },
      { signal: expect.any(AbortSignal) },
    );
    dialog.last('updateApplication').reject(new ApiError({ status: 0 }));
    await reach(dialog.actor, { loaded: { status: 'idle' } });
    expect(dialog.context()).toMatchObject({
      pendingStatus: null,
      statusError: messages.applications.updateFailed,
    });
    expect(dialog.changed).not.toHaveBeenCalled();
    expect(dialog.context().details?.status).toBe('new');
    dialog.actor.send({ type: 'status.set', status: 'handled' });
    expect(dialog.context().statusError).toBeNull();
    dialog.last('updateApplication').resolve(handled);
    await reach(dialog.actor, { loaded: { status: 'idle' } });
    expect(dialog.context().details?.status).toBe('handled');
    expect(dialog.changed).toHaveBeenCalledOnce();
    expect(dialog.notify).toHaveBeenCalledWith({
      kind: 'success',
      title: messages.api.submissionUpdated,
    });
  });

  it('validates the reply with the contract, keeps the draft on a failed send, empties the message once sent', async () => {
    const dialog = startDetails();
    dialog.last('getApplicationDetails').resolve(submission);
    await reach(dialog.actor, 'loaded');
    dialog.actor.send({ type: 'reply.change', field: 'subject', value: '  ' });
    dialog.actor.send({ type: 'reply.submit' });
    expect(dialog.api.replyToApplication).not.toHaveBeenCalled();
    expect(Object.keys(dialog.context().replyErrors).sort()).toEqual(['body', 'subject']);
    dialog.actor.send({ type: 'reply.change', field: 'subject', value: 'Welcome' });
    expect(Object.keys(dialog.context().replyErrors)).toEqual(['body']);
    dialog.actor.send({ type: 'reply.change', field: 'body', value: 'Come on Monday.' });
    dialog.actor.send({ type: 'reply.submit' });
    expect(dialog.actor.getSnapshot().hasTag('replyBusy')).toBe(true);
    expect(dialog.api.replyToApplication).toHaveBeenCalledExactlyOnceWith(
      ID,
      { subject: 'Welcome', body: 'Come on Monday.' },
      { signal: expect.any(AbortSignal) },
    );
    dialog.last('replyToApplication').reject(serverDown());
    await reach(dialog.actor, { loaded: { reply: 'editing' } });
    expect(dialog.context().replyError).toBe('Server down.');
    expect(dialog.context().reply).toEqual({ subject: 'Welcome', body: 'Come on Monday.' });
    dialog.actor.send({ type: 'reply.submit' });
    dialog.last('replyToApplication').resolve(replied);
    await reach(dialog.actor, { loaded: { reply: 'editing' } });
    expect(dialog.context()).toMatchObject({
      reply: { subject: 'Welcome', body: '' },
      replyError: null,
      details: replied,
    });
    expect(dialog.changed).toHaveBeenCalledOnce();
    expect(dialog.notify).toHaveBeenCalledWith({ kind: 'success', title: messages.api.replySent });
  });

  it('closing ends it with the row as it now is (nothing when nothing loaded)', async () => {
    const loading = startDetails();
    loading.actor.send({ type: 'details.close' });
    expect(loading.actor.getSnapshot().output).toEqual({ id: ID, patch: null });

    const dialog = startDetails();
    dialog.last('getApplicationDetails').resolve({ ...handled, memberId: MEMBER_ID });
    await reach(dialog.actor, 'loaded');
    dialog.actor.send({ type: 'details.close' });
    expect(dialog.actor.getSnapshot().output).toEqual({
      id: ID,
      patch: { status: 'handled', memberId: MEMBER_ID },
    });
  });
});

const detailsApi = unusedApi<never>();
everyTransition('the application details dialog', applicationDetailsMachine, {
  input: { api: detailsApi, id: ID },
  events: [
    { type: 'details.close' },
    { type: 'details.retry' },
    { type: 'status.set', status: 'handled' },
    { type: 'status.set', status: 'new' },
    { type: 'reply.change', field: 'body', value: '' },
    { type: 'reply.change', field: 'body', value: 'Welcome!' },
    { type: 'reply.submit' },
    { type: 'xstate.done.actor.loadSubmission', output: submission },
    { type: 'xstate.error.actor.loadSubmission', error: serverDown() },
    { type: 'xstate.done.actor.updateStatus', output: handled },
    { type: 'xstate.error.actor.updateStatus', error: serverDown() },
    { type: 'xstate.done.actor.sendReply', output: replied },
    { type: 'xstate.error.actor.sendReply', error: serverDown() },
  ],
  actors: ['loadSubmission', 'updateStatus', 'sendReply'],
  contextKeys: [
    'details',
    'error',
    'pendingStatus',
    'statusError',
    'reply',
    'replyErrors',
    'replyError',
  ],
  filterEvents: outcomesOnlyIn('loading') as never,
  serializeState: serializedWithout('api') as never,
  // What the dialog shows after each step: the loading text or the failure, the submission with the reply's
  // proposed subject, the status being set and its failure, the reply's problems, its sending and failure, the
  // toasts; what each call sends; and the row's change it ends with.
  check: (
    actor: { getSnapshot: () => ApplicationDetailsSnapshot },
    event,
    { scripted, notify, before },
  ) => {
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    const api = detailsApi;
    expect(applicationDetailsMessage(snapshot)).toBe(
      snapshot.matches('loading')
        ? messages.applications.detailsLoading
        : snapshot.matches('failed')
          ? 'Server down.'
          : null,
    );
    if (snapshot.matches('loading'))
      expect(scripted.calls('loadSubmission').at(-1)).toEqual({ api, id: ID });
    const was = before?.context as ApplicationDetailsSnapshot['context'] | undefined;
    const e = event as EventObject & { status?: string; output?: unknown };
    switch (e.type) {
      case 'xstate.done.actor.loadSubmission':
        expect(context.details).toEqual(submission);
        expect(context.reply.subject).toBe(messages.applications.replySubject(submission.type));
        break;
      case 'status.set':
        // A status it has already: nothing to do.
        if (e.status === was?.details?.status) expect(context.pendingStatus).toBeNull();
        else {
          expect([context.pendingStatus, context.statusError]).toEqual([e.status, null]);
          expect(snapshot.hasTag('statusBusy')).toBe(true);
          expect(scripted.calls('updateStatus').at(-1)).toEqual({ api, id: ID, status: e.status });
        }
        break;
      case 'xstate.done.actor.updateStatus':
        expect([context.details, context.pendingStatus]).toEqual([handled, null]);
        expect(notify).toHaveBeenLastCalledWith({
          kind: 'success',
          title: messages.api.submissionUpdated,
        });
        break;
      case 'xstate.error.actor.updateStatus':
        expect([context.pendingStatus, context.statusError, context.details]).toEqual([
          null,
          'Server down.',
          was?.details,
        ]);
        break;
      case 'reply.submit':
        if (context.reply.body === '') {
          // Refused by the contract's rule: the message's problem, nothing sent.
          expect(Object.keys(context.replyErrors)).toEqual(['body']);
          expect(snapshot.matches({ loaded: { reply: 'editing' } })).toBe(true);
        } else {
          expect(snapshot.hasTag('replyBusy')).toBe(true);
          expect(scripted.calls('sendReply').at(-1)).toEqual({
            api,
            id: ID,
            body: {
              subject: messages.applications.replySubject(submission.type),
              body: 'Welcome!',
            },
          });
        }
        break;
      case 'xstate.done.actor.sendReply':
        expect([context.details, context.reply.body, context.replyError]).toEqual([
          replied,
          '',
          null,
        ]);
        expect(notify).toHaveBeenLastCalledWith({ kind: 'success', title: messages.api.replySent });
        break;
      case 'xstate.error.actor.sendReply':
        expect([context.replyError, context.reply.body]).toEqual(['Server down.', 'Welcome!']);
        break;
      case 'details.close':
        expect(snapshot.output).toEqual({
          id: ID,
          patch: context.details
            ? { status: context.details.status, memberId: context.details.memberId }
            : null,
        });
        break;
    }
  },
});
