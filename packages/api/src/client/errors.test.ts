import { describe, expect, it } from 'vitest';
import { ApiError, API_ERROR_CODES, messageFrom } from './errors.ts';

const fallback = 'Fallback.';

describe('messageFrom (SPEC §8 message rules)', () => {
  it("takes the first item's description when the body is an array", () => {
    const error = new ApiError({
      status: 400,
      body: [
        { code: 'DuplicateUserName', description: "Username 'sara' is already taken." },
        { code: 'Other', description: 'Second.' },
      ],
    });
    expect(messageFrom(error, fallback)).toBe("Username 'sara' is already taken.");
    expect(error.code).toBe('DuplicateUserName');
  });

  it('else the body message', () => {
    expect(
      messageFrom(new ApiError({ status: 400, body: { message: 'Invalid token.' } }), fallback),
    ).toBe('Invalid token.');
  });

  it('else the fallback: empty array, blank message, text body, no body, or not an ApiError', () => {
    for (const body of [
      [],
      [{ code: 'x' }],
      { message: '  ' },
      'Bad Gateway',
      undefined,
      { title: 'x' },
    ]) {
      expect(messageFrom(new ApiError({ status: 502, body }), fallback)).toBe(fallback);
    }
    expect(messageFrom(new Error('boom'), fallback)).toBe(fallback);
    expect(messageFrom(undefined, fallback)).toBe(fallback);
  });

  it('uses the no-response fallback only when the server never answered', () => {
    const network = new ApiError({ status: 0, code: API_ERROR_CODES.network });
    expect(messageFrom(network, fallback, { noResponse: 'Offline.' })).toBe('Offline.');
    expect(messageFrom(network, fallback)).toBe(fallback);
    expect(messageFrom(new ApiError({ status: 500 }), fallback, { noResponse: 'Offline.' })).toBe(
      fallback,
    );
  });
});
