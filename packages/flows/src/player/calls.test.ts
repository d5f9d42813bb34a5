import { ERROR_CODES, messages, passkeyMessages } from '@mijas/api';
import { MEMBER_ROW_ACTIONS, passkeyFailureOf } from '@mijas/machines';
import { describe, expect, it } from 'vitest';
import { callsOf, prepareCalls } from './calls.ts';
import { failureError } from './fakes.ts';

describe('callsOf: the calls a fake stands for', () => {
  it('names the call a form machine loads its record with, through the page input it keeps', async () => {
    await prepareCalls();
    // The real API of a page, which the probe must never call (a form keeps it in `context.input.api`).
    const pageApi = new Proxy(
      {},
      {
        get: () => () => Promise.reject(new Error('the probe called the page’s API')),
      },
    );
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { endpoints, failures } = callsOf('updateMember', 'load', {
        input: { api: pageApi, id: 'a-member-id' },
      });
      expect(endpoints).toEqual(['memberDetails']);
      expect(failures.map((failure) => failure.answer.status)).toContain(404);
      // Let any stray rejection of the probe surface.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});

describe('every fake names its call', () => {
  const statuses = (failures: { answer: { status: number } }[]) =>
    new Set(failures.map((failure) => failure.answer.status));

  it("names a row action's call from its row and action, and every row action's before one runs", async () => {
    await prepareCalls();
    const running = callsOf('rowAction', 'runAction', {
      actions: MEMBER_ROW_ACTIONS,
      action: 'deactivateMembership',
      row: { id: 'a-member-id', username: 'dana' },
    });
    expect(running.endpoints).toEqual(['deactivateMembership']);
    expect(running.failures.map((failure) => failure.label)).toContain(
      `409 ${ERROR_CODES.membershipNotActive}: ${messages.api.membershipNotActive}`,
    );

    const any = callsOf('rowAction', 'runAction');
    expect(any.endpoints).toEqual(
      expect.arrayContaining([
        'activateMember',
        'deactivateMember',
        'deactivateMembership',
        'sendVerificationEmail',
        'activateAdmin',
        'deactivateAdmin',
      ]),
    );
    expect(statuses(any.failures)).toContain(409);
  });

  it("names a form's submit (Update Member): the contract's 409s of a duplicate email or username", async () => {
    await prepareCalls();
    const { endpoints, failures } = callsOf('updateMember', 'submit', {
      input: { id: 'a-member-id' },
      source: null,
    });
    expect(endpoints).toEqual(['updateMember']);
    expect(failures.filter((failure) => failure.answer.status === 409)).toHaveLength(2);
  });
});

describe("a passkey prompt's fake (issue 35)", () => {
  it("offers the ways a browser's prompt ends (WebAuthn's errors), which the fake throws as the browser would", async () => {
    await prepareCalls();
    for (const [machine, src] of [
      ['passkeys', 'makePasskey'],
      ['passkeys', 'usePasskey'],
      ['login', 'passkeyPrompt'],
    ] as const) {
      const { endpoints, failures } = callsOf(machine, src);
      expect(endpoints, src).toEqual([]);
      expect(
        failures.map((failure) => failure.answer.webAuthn),
        src,
      ).toEqual([
        'NotAllowedError',
        'TimeoutError',
        'SecurityError',
        'InvalidStateError',
        'NotSupportedError',
      ]);
    }
    const [closed, timedOut] = callsOf('passkeys', 'makePasskey').failures;
    expect(closed?.label).toBe(`NotAllowedError: ${passkeyMessages().browser.cancelled}`);
    expect(passkeyFailureOf(failureError(closed!.answer))).toBe('cancelled');
    expect(passkeyFailureOf(failureError(timedOut!.answer))).toBe('timedOut');
    // The calls around the prompt are the server's, with the contract's failures.
    expect(callsOf('passkeys', 'savePasskey').endpoints).toEqual(['addPasskey']);
  });
});
