import { describe, expect, it } from 'vitest';
import {
  endpoints,
  ERROR_CODES,
  errorAnswers,
  messages,
  type EndpointName,
  type ErrorAnswer,
} from './index.ts';

const codes = (answers: ErrorAnswer[]) =>
  answers.map((answer) =>
    Array.isArray(answer.body)
      ? `${answer.status} ${answer.body[0]?.code}`
      : `${answer.status} ${answer.body.message}`,
  );

describe('errorAnswers', () => {
  it("lists a call's validation, its own rules, then what its kind of call may get", () => {
    expect(codes(errorAnswers('activateMember'))).toEqual([
      '400 InvalidId',
      `404 ${messages.api.memberNotFound}`,
      `409 ${ERROR_CODES.alreadyActive}`,
      `409 ${ERROR_CODES.alreadyInactive}`,
      `401 ${messages.api.unauthorized}`,
      `401 ${messages.api.invalidToken}`,
      `403 ${messages.api.forbidden}`,
      `503 ${messages.api.serviceUnavailable}`,
    ]);
  });

  it('gives a public, rate-limited call its 429 and no 401 of a session', () => {
    const login = codes(errorAnswers('login'));
    expect(login).toContain(`401 ${messages.login.invalidCredentials}`);
    expect(login).toContain(`429 ${messages.api.tooManyRequests}`);
    expect(login).not.toContain(`401 ${messages.api.unauthorized}`);
    expect(login).not.toContain(`403 ${messages.api.forbidden}`);
  });

  it('gives the export its 429s: one running per admin, a few per server (issue 30)', () => {
    expect(codes(errorAnswers('exportMembers'))).toEqual(
      expect.arrayContaining([
        `429 ${messages.api.exportInProgress}`,
        `429 ${messages.api.exportsBusy}`,
      ]),
    );
  });

  it("validation items are the server's: the schema's message under the field's code", () => {
    const [first] = errorAnswers('createMember');
    expect(first).toEqual({
      status: 400,
      body: [{ code: 'InvalidUsername', description: expect.any(String) }],
    });
    expect(codes(errorAnswers('createMember'))).toEqual(
      expect.arrayContaining([
        `409 ${ERROR_CODES.duplicateUserName}`,
        `409 ${ERROR_CODES.duplicateEmail}`,
      ]),
    );
  });

  it('gives every call well-formed bodies, 503 last', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const answers = errorAnswers(name);
      expect(answers.at(-1)?.status).toBe(503);
      for (const answer of answers) {
        if (Array.isArray(answer.body)) {
          expect([400, 409]).toContain(answer.status);
          expect(answer.body.length).toBeGreaterThan(0);
          for (const item of answer.body) expect(item.description).not.toBe('');
        } else {
          expect([401, 403, 404, 413, 429, 503]).toContain(answer.status);
          expect(answer.body.message).not.toBe('');
        }
      }
    }
  });
});
