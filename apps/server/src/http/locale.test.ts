/**
 * The language of each answer (issue 18), through HTTP: `Accept-Language` picks the messages an answer carries,
 * with `Content-Language` and `Vary: Accept-Language`; requests in different languages at the same time each get
 * their own (the language is kept per request, not in a variable the requests share).
 */
import { API_PREFIX, ERROR_CODES, messages, messagesFor, type Messages } from '@mijas/api/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe.each(backends)('the language of an answer on %s', (backend) => {
  let t: TestApp;
  let rootToken: string;
  /** Each language's messages, read once the app registered Arabic at its start. */
  let ar: Messages;
  let en: Messages;
  /** Opened by the test that holds the slow request (below), so a second request runs while it waits. */
  let releaseSlow: () => void = () => {};
  let slowReached: () => void = () => {};

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: false });
    ar = messagesFor('ar');
    en = messagesFor('en');
    // A route of the test only: it waits until released, then reads a message, as a route reads one after a query.
    t.app.get('/test/slow-message', async () => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
        slowReached();
      });
      return { message: messages.api.notFound };
    });
    rootToken = (await login(t.app, ROOT)).token;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  function call(options: InjectOptions & { language?: string; token?: string }) {
    const { language, token, ...request } = options;
    return t.app.inject({
      ...request,
      headers: {
        ...request.headers,
        ...(language ? { 'accept-language': language } : {}),
        ...(token ? bearer(token) : {}),
      },
    });
  }

  const memberDetails = (language?: string) =>
    call({
      method: 'GET',
      url: `${API_PREFIX}/Admin/members/${NO_SUCH_ID}`,
      token: rootToken,
      ...(language ? { language } : {}),
    });

  it('answers an error in Arabic to ar-JO, with Content-Language and Vary', async () => {
    const response = await memberDetails('ar-JO,ar;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ar.api.memberNotFound });
    expect(ar.api.memberNotFound).not.toBe(en.api.memberNotFound);
    expect(response.headers['content-language']).toBe('ar');
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('answers in English without the header, or when it names none of our languages', async () => {
    for (const language of [undefined, 'fr-FR,de;q=0.5', 'en-GB', 'ar;q=0, en;q=0.1']) {
      const response = await memberDetails(language);
      expect(response.json(), String(language)).toEqual({ message: en.api.memberNotFound });
      expect(response.headers['content-language'], String(language)).toBe('en');
      expect(response.headers.vary, String(language)).toMatch(/accept-language/i);
    }
  });

  it('keeps the codes of error items and translates their descriptions', async () => {
    const response = await call({
      method: 'POST',
      url: `${API_PREFIX}/User/verify-email`,
      payload: { token: 'not-a-token' },
      language: 'ar-JO',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { code: ERROR_CODES.invalidToken, description: ar.api.invalidActionToken },
    ]);
    expect(response.headers['content-language']).toBe('ar');
  });

  it('answers the guard, a body that is not JSON and an unknown address in the request language', async () => {
    const guarded = await call({
      method: 'GET',
      url: `${API_PREFIX}/Admin/members`,
      language: 'ar',
    });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toEqual({ message: ar.api.unauthorized });

    // Fastify refuses the body before the route: its error is answered outside the request's own context.
    const badJson = await call({
      method: 'POST',
      url: `${API_PREFIX}/User/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername":',
      language: 'ar-JO',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual([
      { code: ERROR_CODES.invalidJson, description: ar.api.invalidJson },
    ]);
    expect(badJson.headers['content-language']).toBe('ar');

    const unknown = await call({ method: 'GET', url: `${API_PREFIX}/Nowhere`, language: 'ar' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ar.api.notFound });
    expect(unknown.headers['content-language']).toBe('ar');
  });

  it('keeps the language over a real connection, where the body arrives after the request began', async () => {
    // `inject` hands the body over at once; a socket delivers it after the request's first steps.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const post = (body: string) =>
      fetch(`${address}${API_PREFIX}/User/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'ar-JO' },
        body,
      });
    const refused = await post(JSON.stringify({ token: 'not-a-token' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([
      { code: ERROR_CODES.invalidToken, description: ar.api.invalidActionToken },
    ]);
    expect(refused.headers.get('content-language')).toBe('ar');

    const badJson = await post('{"token":');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual([
      { code: ERROR_CODES.invalidJson, description: ar.api.invalidJson },
    ]);
    expect(badJson.headers.get('content-language')).toBe('ar');
  });

  it('says nothing of a language on an answer without text', async () => {
    const response = await call({
      method: 'GET',
      url: `${API_PREFIX}/Admin/members?pageNumber=1&pageSize=5`,
      token: rootToken,
      language: 'ar-JO',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
  });

  it('gives a request the language it asked for while another request in another language runs', async () => {
    const reached = new Promise<void>((resolve) => {
      slowReached = resolve;
    });
    // The Arabic request stops inside its route; an English one runs from start to end meanwhile.
    const arabic = call({ method: 'GET', url: '/test/slow-message', language: 'ar-JO' });
    await reached;
    const english = await memberDetails('en');
    releaseSlow();
    expect(english.json()).toEqual({ message: en.api.memberNotFound });
    expect(english.headers['content-language']).toBe('en');
    const slow = await arabic;
    expect(slow.json()).toEqual({ message: ar.api.notFound });
    expect(slow.headers['content-language']).toBe('ar');
  });

  it('answers a burst of requests in both languages, each in its own', async () => {
    const languages = Array.from({ length: 16 }, (_, index) => (index % 2 ? 'ar-JO' : 'en-US'));
    const answers = await Promise.all(languages.map((language) => memberDetails(language)));
    answers.forEach((answer, index) => {
      const arabic = languages[index] === 'ar-JO';
      expect(answer.json(), `request ${index}`).toEqual({
        message: (arabic ? ar : en).api.memberNotFound,
      });
      expect(answer.headers['content-language'], `request ${index}`).toBe(arabic ? 'ar' : 'en');
    });
  });
});
