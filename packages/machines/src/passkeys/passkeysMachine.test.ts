import { ApiError, passkeyMessages, passkeyNameSchema, PASSKEY_LIMITS } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition, outcomesOnlyIn, serializedWithout } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { serverDown } from '../testing/applications.ts';
import {
  accountPasskeys,
  assertion,
  authenticationOptions,
  laptopPasskey,
  newCredential,
  passkeyBrowser,
  phonePasskey,
  registrationOptions,
} from '../testing/passkeys.ts';
import { passkeysMachine, type PasskeysApi, type PasskeysInput } from './passkeysMachine.ts';

const say = passkeyMessages();

function start(api: Partial<PasskeysApi>, browser = passkeyBrowser()) {
  return createActor(passkeysMachine, {
    input: { api: { ...unusedApi<PasskeysApi>(), ...api }, browser },
  }).start();
}

const listed = () => Promise.resolve(structuredClone(accountPasskeys));
const names = (actor: ReturnType<typeof start>) =>
  actor.getSnapshot().context.passkeys.map((passkey) => passkey.name);
const added = { ...laptopPasskey, id: '11111111-2222-4333-8444-555555555555', name: 'Tablet' };

describe('the passkeys machine', () => {
  it("adds a named passkey: the server's options, the browser's prompt, the credential kept", async () => {
    const passkeyRegistrationOptions = vi.fn(() => Promise.resolve(registrationOptions));
    const addPasskey = vi.fn(() => Promise.resolve(added));
    const register = vi.fn(() => Promise.resolve(newCredential));
    const actor = start(
      { listPasskeys: listed, passkeyRegistrationOptions, addPasskey },
      passkeyBrowser({ register }),
    );
    await reach(actor, 'shown');
    actor.send({ type: 'add.open' });
    actor.send({ type: 'form.submit' });
    // A name is required, by the server's own rule; nothing is asked of the browser.
    expect(actor.getSnapshot().context.fieldError).toBe(passkeyNameSchemaMessage(''));
    expect(passkeyRegistrationOptions).not.toHaveBeenCalled();
    actor.send({ type: 'name.change', value: 'Tablet' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'shown');
    expect(register).toHaveBeenCalledExactlyOnceWith(registrationOptions, expect.any(AbortSignal));
    expect(addPasskey).toHaveBeenCalledExactlyOnceWith(
      { name: 'Tablet', credential: newCredential },
      { signal: expect.any(AbortSignal) },
    );
    expect(names(actor)).toEqual(['Tablet', phonePasskey.name, laptopPasskey.name]);
    expect(actor.getSnapshot().context.done).toBe('added');
  });

  it("refuses a name another of the account's passkeys has, before the browser's prompt; a rename may keep its own", async () => {
    const passkeyRegistrationOptions = vi.fn(() => Promise.resolve(registrationOptions));
    const shouted = laptopPasskey.name.toUpperCase();
    const renamePasskey = vi.fn(() => Promise.resolve({ ...laptopPasskey, name: shouted }));
    const actor = start({ listPasskeys: listed, passkeyRegistrationOptions, renamePasskey });
    await reach(actor, 'shown');
    // Renamed first: the name typed next is checked against every passkey, that one's included.
    actor.send({ type: 'rename.open', id: laptopPasskey.id });
    actor.send({ type: 'name.change', value: ` ${phonePasskey.name.toUpperCase()} ` });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(
      say.nameTaken(phonePasskey.name.toUpperCase()),
    );
    expect(renamePasskey).not.toHaveBeenCalled();
    // Its own name, in capitals, is no other's.
    actor.send({ type: 'name.change', value: shouted });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'shown');
    expect(renamePasskey).toHaveBeenCalledOnce();
    actor.send({ type: 'add.open' });
    actor.send({ type: 'name.change', value: laptopPasskey.name.toLowerCase() });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(
      say.nameTaken(laptopPasskey.name.toLowerCase()),
    );
    expect(passkeyRegistrationOptions).not.toHaveBeenCalled();
  });

  it('keeps the name typed and says why when the prompt is closed or the server refuses', async () => {
    const addPasskey = vi.fn<PasskeysApi['addPasskey']>(() =>
      Promise.reject(
        new ApiError({ status: 400, body: [{ code: 'X', description: say.notVerified }] }),
      ),
    );
    let closes = true;
    const actor = start(
      {
        listPasskeys: listed,
        passkeyRegistrationOptions: () => Promise.resolve(registrationOptions),
        addPasskey,
      },
      passkeyBrowser({
        register: () =>
          closes
            ? Promise.reject(Object.assign(new Error('closed'), { name: 'NotAllowedError' }))
            : Promise.resolve(newCredential),
      }),
    );
    await reach(actor, 'shown');
    actor.send({ type: 'add.open' });
    actor.send({ type: 'name.change', value: 'Office PC 2' });
    actor.send({ type: 'form.submit' });
    await reach(actor, { adding: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: say.browser.cancelled,
      name: 'Office PC 2',
    });
    closes = false;
    actor.send({ type: 'form.submit' });
    await reach(actor, { adding: 'saving' });
    await reach(actor, { adding: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: say.notVerified,
      name: 'Office PC 2',
    });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(names(actor)).toEqual([phonePasskey.name, laptopPasskey.name]);
  });

  it('offers no adding and no passkey confirmation where the browser has no passkeys', async () => {
    const actor = start({ listPasskeys: listed }, passkeyBrowser({ supported: () => false }));
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context.supported).toBe(false);
    actor.send({ type: 'add.open' });
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'remove.open', id: phonePasskey.id });
    actor.send({ type: 'remove.withPasskey' });
    expect(actor.getSnapshot().matches({ removing: 'editing' })).toBe(true);
  });

  it('renames one; removes one with the password, then one with a passkey', async () => {
    const renamePasskey = vi.fn(() => Promise.resolve({ ...laptopPasskey, name: 'Desk' }));
    const removePasskey = vi.fn(() => Promise.resolve({ message: say.removed }));
    const authenticate = vi.fn(() => Promise.resolve(assertion));
    const actor = start(
      {
        listPasskeys: listed,
        renamePasskey,
        removePasskey,
        passkeyLoginOptions: () => Promise.resolve(authenticationOptions),
      },
      passkeyBrowser({ authenticate }),
    );
    await reach(actor, 'shown');
    actor.send({ type: 'rename.open', id: laptopPasskey.id });
    expect(actor.getSnapshot().context.name).toBe(laptopPasskey.name);
    actor.send({ type: 'name.change', value: 'x'.repeat(PASSKEY_LIMITS.nameMax + 1) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(
      passkeyNameSchemaMessage('x'.repeat(PASSKEY_LIMITS.nameMax + 1)),
    );
    actor.send({ type: 'name.change', value: 'Desk' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'shown');
    expect(renamePasskey).toHaveBeenCalledWith(
      laptopPasskey.id,
      { name: 'Desk' },
      expect.anything(),
    );
    expect(names(actor)).toEqual([phonePasskey.name, 'Desk']);

    actor.send({ type: 'remove.open', id: phonePasskey.id });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(say.confirmationRequired);
    actor.send({ type: 'password.change', value: 'Member#Mijas2026' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'shown');
    expect(removePasskey).toHaveBeenLastCalledWith(
      phonePasskey.id,
      { password: 'Member#Mijas2026' },
      expect.anything(),
    );
    expect(names(actor)).toEqual(['Desk']);
    expect(actor.getSnapshot().context).toMatchObject({ password: '', done: 'removed' });

    actor.send({ type: 'remove.open', id: laptopPasskey.id });
    actor.send({ type: 'remove.withPasskey' });
    await reach(actor, 'shown');
    expect(authenticate).toHaveBeenCalledExactlyOnceWith(
      authenticationOptions,
      expect.any(AbortSignal),
    );
    expect(removePasskey).toHaveBeenLastCalledWith(
      laptopPasskey.id,
      { credential: assertion },
      expect.anything(),
    );
    expect(names(actor)).toEqual([]);
  });

  it('says why the list did not come and loads it again', async () => {
    const listPasskeys = vi.fn<PasskeysApi['listPasskeys']>(() => Promise.reject(serverDown()));
    const actor = start({ listPasskeys });
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toBe(serverDown().message);
    listPasskeys.mockImplementation(listed);
    actor.send({ type: 'list.retry' });
    await reach(actor, 'shown');
    expect(names(actor)).toEqual([phonePasskey.name, laptopPasskey.name]);
  });
});

/** What the contract's name rule says of `name` (the server says the same). */
function passkeyNameSchemaMessage(name: string) {
  return passkeyNameSchema.safeParse(name).error?.issues[0]?.message;
}

const api = unusedApi<PasskeysApi>();
const browser = passkeyBrowser();
const input: PasskeysInput = { api, browser };
const cancelled = Object.assign(new Error('closed'), { name: 'NotAllowedError' });
const BUSY = [
  'loading',
  { adding: 'options' },
  { adding: 'prompt' },
  { adding: 'saving' },
  { renaming: 'saving' },
  { removing: 'challenge' },
  { removing: 'prompt' },
  { removing: 'saving' },
];

everyTransition('the passkeys', passkeysMachine, {
  input,
  events: [
    { type: 'list.retry' },
    { type: 'add.open' },
    { type: 'rename.open', id: laptopPasskey.id },
    { type: 'remove.open', id: phonePasskey.id },
    { type: 'name.change', value: 'Desk' },
    { type: 'name.change', value: '' },
    { type: 'password.change', value: 'Member#Mijas2026' },
    { type: 'form.submit' },
    { type: 'remove.withPasskey' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.loadPasskeys', output: accountPasskeys },
    { type: 'xstate.error.actor.loadPasskeys', error: serverDown() },
    { type: 'xstate.done.actor.registrationOptions', output: registrationOptions },
    { type: 'xstate.error.actor.registrationOptions', error: serverDown() },
    { type: 'xstate.done.actor.makePasskey', output: newCredential },
    { type: 'xstate.error.actor.makePasskey', error: cancelled },
    { type: 'xstate.done.actor.savePasskey', output: added },
    { type: 'xstate.error.actor.savePasskey', error: serverDown() },
    { type: 'xstate.done.actor.renamePasskey', output: { ...laptopPasskey, name: 'Desk' } },
    { type: 'xstate.error.actor.renamePasskey', error: serverDown() },
    { type: 'xstate.done.actor.confirmationChallenge', output: authenticationOptions },
    { type: 'xstate.error.actor.confirmationChallenge', error: serverDown() },
    { type: 'xstate.done.actor.usePasskey', output: assertion },
    { type: 'xstate.error.actor.usePasskey', error: cancelled },
    { type: 'xstate.done.actor.removePasskey', output: { message: say.removed } },
    { type: 'xstate.error.actor.removePasskey', error: serverDown() },
  ],
  actors: [
    'loadPasskeys',
    'registrationOptions',
    'makePasskey',
    'savePasskey',
    'renamePasskey',
    'confirmationChallenge',
    'usePasskey',
    'removePasskey',
  ],
  contextKeys: ['target', 'name', 'password', 'fieldError', 'error', 'done'],
  // A field's change only where its form is open; a busy state is left only through its call's outcome.
  filterEvents: ((state: { matches: (v: unknown) => boolean }, event: { type: string }) => {
    if (event.type === 'name.change')
      return state.matches({ adding: 'editing' }) || state.matches({ renaming: 'editing' });
    if (event.type === 'password.change') return state.matches({ removing: 'editing' });
    return BUSY.every((busy) => outcomesOnlyIn(busy)(state as never, event));
  }) as never,
  // The list grows with each passkey added: the graph's states leave it (and the actors' inputs) out.
  serializeState: serializedWithout(
    'api',
    'browser',
    'passkeys',
    'registration',
    'authentication',
    'proof',
  ) as never,
  // Each call sends what the form holds; a failure keeps it and says why; a success changes the list as it says.
  check: (
    actor: {
      getSnapshot: () => {
        matches: (value: unknown) => boolean;
        context: {
          passkeys: { id: string; name: string }[];
          error: string | null;
          target: string | null;
          name: string;
        };
      };
    },
    event,
    { scripted, before },
  ) => {
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    const was = (before?.context as { passkeys: { id: string }[] } | undefined)?.passkeys;
    if (snapshot.matches({ adding: 'prompt' }))
      expect(scripted.calls('makePasskey').at(-1)).toEqual({
        browser,
        options: registrationOptions,
      });
    if (snapshot.matches({ adding: 'saving' }))
      expect(scripted.calls('savePasskey').at(-1)).toEqual({
        api,
        name: context.name,
        credential: newCredential,
      });
    if (snapshot.matches({ renaming: 'saving' }))
      expect(scripted.calls('renamePasskey').at(-1)).toEqual({
        api,
        id: laptopPasskey.id,
        name: context.name,
      });
    if (snapshot.matches({ removing: 'saving' }))
      expect(scripted.calls('removePasskey').at(-1)).toEqual({
        api,
        id: phonePasskey.id,
        proof:
          event.type === 'xstate.done.actor.usePasskey'
            ? { credential: assertion }
            : { password: 'Member#Mijas2026' },
      });
    if (
      event.type === 'xstate.error.actor.makePasskey' ||
      event.type === 'xstate.error.actor.usePasskey'
    )
      expect(context.error).toBe(say.browser.cancelled);
    if (
      /^xstate\.error\.actor\.(registrationOptions|savePasskey|renamePasskey|confirmationChallenge|removePasskey)$/.test(
        event.type,
      )
    )
      expect([context.error, context.passkeys]).toEqual([serverDown().message, was]);
    if (event.type === 'xstate.done.actor.savePasskey')
      expect(context.passkeys.map((p) => p.id)).toEqual([added.id, ...was!.map((p) => p.id)]);
    if (event.type === 'xstate.done.actor.removePasskey')
      expect(context.passkeys.map((p) => p.id)).toEqual(
        was!.filter((p) => p.id !== phonePasskey.id).map((p) => p.id),
      );
  },
});
