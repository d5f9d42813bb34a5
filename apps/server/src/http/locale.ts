/**
 * The language of each answer (issue 18): the request's `Accept-Language` among ours (`negotiateLocale`), kept per
 * request in an `AsyncLocalStorage` and made the contract's `currentLocale`, so every `messages.x` a route, a guard
 * or a schema reads while answering is in the caller's language, however many requests run at once. An answer
 * whose making read a message says so: `Content-Language` and `Vary: Accept-Language`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { arabicMessages } from '@mijas/api/messages-ar';
import {
  negotiateLocale,
  registerMessages,
  setLocaleSource,
  type Locale,
} from '@mijas/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What one request keeps: its language, and whether a message was read in it (the answer carries text). */
interface LocaleStore {
  readonly locale: Locale;
  read: boolean;
}

const storage = new AsyncLocalStorage<LocaleStore>();
const stores = new WeakMap<FastifyRequest, LocaleStore>();

/**
 * The language being answered in: the request's; outside any request (start, the mail worker) the language
 * activated, English unless code in the same process chose another (a browser-side test beside the server).
 */
function requestLocale(activated: Locale): Locale {
  const store = storage.getStore();
  if (!store) return activated;
  store.read = true;
  return store.locale;
}

/** The language of `request` (negotiated when it arrived). */
export function localeOf(request: FastifyRequest): Locale {
  return stores.get(request)?.locale ?? negotiateLocale(request.headers['accept-language']);
}

/** Adds `value` to the `Vary` header of an answer, once. */
function vary(current: unknown, value: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === value.toLowerCase()))
    return names.join(', ');
  return [...names, value].join(', ');
}

/** Registers the languages and the per-request language (call once per app, before the routes). */
export function registerLocale(app: FastifyInstance): void {
  registerMessages('ar', arabicMessages);
  setLocaleSource(requestLocale);

  // A callback hook: the rest of the request runs inside `storage.run` (the next hooks, the handler, the error
  // handler; Fastify runs the body's parser in the request's async context too).
  app.addHook('onRequest', (request, _reply, done) => {
    const store: LocaleStore = {
      locale: negotiateLocale(request.headers['accept-language']),
      read: false,
    };
    stores.set(request, store);
    storage.run(store, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const store = stores.get(request);
    if (!store?.read) return;
    if (!reply.hasHeader('content-language')) reply.header('content-language', store.locale);
    reply.header('vary', vary(reply.getHeader('vary'), 'Accept-Language'));
  });
}
