import { activateLocale } from '@mijas/api';
import { createAppSession, createMemoryStorage } from '@mijas/machines';
import { fakeJwt } from '@mijas/machines/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLanguageOnUser, storeLanguageOnUser } from './store-language.ts';

afterEach(() => activateLocale('en'));

function session() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const appSession = createAppSession({
    baseUrl: 'http://club.test',
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        method: request.method,
        url: new URL(request.url).pathname,
        body: request.method === 'GET' ? null : await request.json(),
      });
      return Response.json({ language: 'ar' });
    },
  });
  const logIn = () => {
    const token = fakeJwt({ sub: 'u1', realm_access: { roles: ['Member'] } });
    appSession.session.send({ type: 'session.login', token, roles: ['Member'], remember: false });
  };
  return { appSession, calls, logIn };
}

const languageCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url === '/api/v1/User/language');

describe('the language stored on the user', () => {
  it('is stored at a switch only when somebody is signed in', async () => {
    const { appSession, calls, logIn } = session();
    storeLanguageOnUser(appSession, 'ar');
    expect(languageCalls(calls)).toEqual([]);
    logIn();
    storeLanguageOnUser(appSession, 'ar');
    await expect
      .poll(() => languageCalls(calls))
      .toEqual([{ method: 'PUT', url: '/api/v1/User/language', body: { language: 'ar' } }]);
    appSession.session.stop();
  });

  it('is the page’s language when somebody signs in', async () => {
    const { appSession, calls, logIn } = session();
    keepLanguageOnUser(appSession);
    activateLocale('ar');
    expect(languageCalls(calls)).toEqual([]);
    logIn();
    await expect
      .poll(() => languageCalls(calls))
      .toEqual([{ method: 'PUT', url: '/api/v1/User/language', body: { language: 'ar' } }]);
    appSession.session.stop();
  });
});
