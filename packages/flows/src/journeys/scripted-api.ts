import {
  API_PREFIX,
  apiErrorListSchema,
  endpoints,
  messageResponseSchema,
  toApiErrors,
  type EndpointDefinition,
  type EndpointName,
  type ErrorAnswer,
} from '@mijas/api';
import type { Scenario } from '../player/protocol.ts';
import type { ApiSteering, SteerableApi } from '../player/runtime.ts';

/**
 * A scripted API inside the browser, for the journeys (`src/journeys`): a `fetch` that answers the contract's
 * endpoints (`packages/api/src/contract/endpoints.ts`, by their methods and paths) as a journey's script says,
 * and records every call. Each answer is checked against the contract before it is sent: a success body must
 * parse with the endpoint's response schema, an error body must be what the server sends for its status
 * (`[{code, description}]` for 400 and 409, `{message}` otherwise), so a script cannot drift from the contract.
 * A request body the endpoint's schema refuses gets the server's 400, as it would from the real server. No
 * server, no network: the whole app runs against it in a story.
 */

type Endpoints = typeof endpoints;

/** The types a schema declares by the Standard Schema interface every zod schema implements. */
type Types<S> = S extends { '~standard': { types?: infer T } } ? NonNullable<T> : never;
type InputOf<S> = Types<S> extends { input: infer I } ? I : never;
type OutputOf<S> = Types<S> extends { output: infer O } ? O : never;

/** What the endpoint answers on success (before its schema's transforms: what goes over the wire). */
export type SuccessBody<K extends EndpointName> = InputOf<Endpoints[K]['response']>;

/** What `K`'s request body is, once the endpoint's schema has read it. */
type RequestBody<K extends EndpointName> = Endpoints[K] extends { body: infer B }
  ? OutputOf<B>
  : undefined;

/** One request as the script sees it. */
export interface ScriptedRequest<K extends EndpointName = EndpointName> {
  endpoint: K;
  /** The path's parameters (`{id}` of `/Admin/members/{id}`), decoded. */
  params: Record<string, string>;
  query: Record<string, string>;
  body: RequestBody<K>;
  /** The bearer token the call carried, or null. */
  token: string | null;
}

/** An answer: the endpoint's success (its status unless given), or an error as the server sends it. */
export type ScriptedAnswer<K extends EndpointName> = (
  { status?: EndpointDefinition['status']; body: SuccessBody<K> } | ErrorAnswer
) & {
  /** Answers after this many milliseconds (a slow server). */
  delayMs?: number;
};

export type ScriptedHandler<K extends EndpointName> = (
  request: ScriptedRequest<K>,
) => ScriptedAnswer<K> | Promise<ScriptedAnswer<K>>;

/** A journey's script: how each endpoint it reaches answers. An endpoint it does not name answers 501. */
export type Script = { [K in EndpointName]?: ScriptedHandler<K> };

/** One call the app made, as recorded. */
export interface ScriptedCall {
  /** Its number among the calls, from 1. */
  id: number;
  /** The contract's name for it; null for a path no endpoint has. */
  endpoint: EndpointName | null;
  method: string;
  /** The path, API prefix included, with its query: `/api/v1/Admin/members?pageNumber=1`. */
  url: string;
  body: unknown;
  token: string | null;
  /** The token's short name (`access #1`, `refresh #2`: the order the server gave them out or first saw them). */
  tokenName: string | null;
  /** The status answered (0 until it is, and for no answer at all). */
  status: number;
  /** A 401 refused with an access token: the refresh (its `id`) the client made before replaying it. */
  waitedFor?: number;
  /** That call's replay with the new token. */
  replayedBy?: number;
  /** The call (a 401) this one replays after a refresh. */
  replayOf?: number;
}

/** A mail the script "sent" (a reset code, a verification link): the journey reads it as a user would. */
export interface ScriptedMail {
  to: string;
  subject: string;
  text: string;
}

export interface ScriptedApi extends SteerableApi {
  /** The `fetch` to give the app's session (`createAppSession({ fetch })`). */
  fetch: typeof fetch;
  /** Every call, in the order made. */
  readonly calls: readonly ScriptedCall[];
  /** The calls to one endpoint. */
  callsTo(endpoint: EndpointName): ScriptedCall[];
  /** The mails sent so far, oldest first. */
  readonly mails: readonly ScriptedMail[];
  /** "Sends" a mail (a script's handler does, as the server would). */
  sendMail(mail: ScriptedMail): void;
  /** The script's own mistakes (an answer off the contract, a call it does not answer): none in a good journey. */
  readonly problems: readonly string[];
}

interface Route {
  name: EndpointName;
  endpoint: EndpointDefinition;
  pattern: RegExp;
  names: string[];
}

/** The contract's endpoints as routes; a literal segment wins over a parameter (`renew-membership` over `{id}`). */
function routesOf(): Route[] {
  return (Object.entries(endpoints) as [EndpointName, EndpointDefinition][])
    .map(([name, endpoint]) => {
      const names: string[] = [];
      const source = endpoint.path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{(\w+)\}/g, (_, param: string) => {
          names.push(param);
          return '([^/]+)';
        });
      return { name, endpoint, names, pattern: new RegExp(`^${API_PREFIX}${source}$`) };
    })
    .sort((a, b) => a.names.length - b.names.length);
}

/** The contract's error bodies by status. */
function checkError(name: EndpointName, answer: ErrorAnswer): void {
  const schema =
    answer.status === 400 || answer.status === 409 ? apiErrorListSchema : messageResponseSchema;
  if (!schema.safeParse(answer.body).success)
    throw new Error(`The script's ${answer.status} for ${name} is not the server's error body`);
}

function checkSuccess(name: EndpointName, endpoint: EndpointDefinition, body: unknown): void {
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success)
    throw new Error(
      `The script's answer to ${name} does not parse with its response schema: ${parsed.error.message}`,
    );
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * The scripted API of one journey. A script's mistake (an answer off the contract, a handler that throws) fails
 * the call with a 500 and is kept in `problems`, so the journey's assertions see it.
 */
export function createScriptedApi(script: Script): ScriptedApi {
  const routes = routesOf();
  const calls: ScriptedCall[] = [];
  const mails: ScriptedMail[] = [];
  const problems: string[] = [];
  let steering: ApiSteering | undefined;
  const answered = new Set<ScriptedCall>();
  const report = (call: ScriptedCall) =>
    steering?.reported({ ...call, answered: answered.has(call) });

  /** Tokens by short name: access tokens (bearer, or given by login and refresh) and refresh tokens. */
  const tokenNames = new Map<string, string>();
  const counts = { access: 0, refresh: 0 };
  const nameOf = (token: string, kind: 'access' | 'refresh') => {
    let name = tokenNames.get(token);
    if (!name) tokenNames.set(token, (name = `${kind} #${(counts[kind] += 1)}`));
    return name;
  };
  /** Calls refused with 401 that the client may replay after a refresh, by what they asked. */
  const refused: ScriptedCall[] = [];
  const requestKey = (call: ScriptedCall) =>
    `${call.method} ${call.url} ${JSON.stringify(call.body ?? null)}`;

  /** Links a refresh and the replays to the 401s before them, as the client makes them (SPEC §4). */
  function follow(call: ScriptedCall): void {
    if (call.endpoint === 'refreshToken') {
      for (const waiting of refused)
        if (waiting.waitedFor === undefined) {
          waiting.waitedFor = call.id;
          report(waiting);
        }
      return;
    }
    const earlier = refused.find(
      (waiting) =>
        requestKey(waiting) === requestKey(call) &&
        waiting.token !== call.token &&
        waiting.waitedFor !== undefined,
    );
    if (earlier) {
      refused.splice(refused.indexOf(earlier), 1);
      earlier.replayedBy = call.id;
      call.replayOf = earlier.id;
      report(earlier);
    }
  }

  /** After the answer: a 401 to a bearer token may be replayed; tokens given out get their names. */
  function answeredWith(call: ScriptedCall, body: unknown): void {
    answered.add(call);
    if (call.status === 401 && call.token) {
      refused.push(call);
      // A refresh made since this call went out (for another call's 401) is the one it waits for.
      const refresh = calls.findLast(
        (made) => made.endpoint === 'refreshToken' && made.id > call.id,
      );
      if (refresh) call.waitedFor = refresh.id;
    }
    const given = body as { token?: unknown; refreshToken?: unknown } | null;
    if (call.status < 300 && given && typeof given === 'object') {
      if (typeof given.token === 'string') nameOf(given.token, 'access');
      if (typeof given.refreshToken === 'string') nameOf(given.refreshToken, 'refresh');
    }
    report(call);
  }

  /** The scenario QA chose for this call, if the flow player steers the API. */
  function scenarioOf(call: ScriptedCall): Scenario {
    if (!steering || !call.endpoint) return { kind: 'story' };
    const nth = calls.filter((made) => made.endpoint === call.endpoint).length;
    return steering.scenario(call.endpoint, nth);
  }

  async function answer(
    route: Route | undefined,
    match: RegExpExecArray | null,
    url: URL,
    text: string | undefined,
    token: string | null,
  ): Promise<{ status: number; body: unknown; delayMs?: number }> {
    if (!route || !match) {
      problems.push(`No endpoint of the contract is ${url.pathname}`);
      return { status: 404, body: { message: 'Not Found' } };
    }
    const handler = script[route.name] as ScriptedHandler<EndpointName> | undefined;
    if (!handler) {
      problems.push(`The script does not answer ${route.name}`);
      return { status: 501, body: { message: `The script does not answer ${route.name}` } };
    }
    let body: unknown = text === undefined ? undefined : (JSON.parse(text) as unknown);
    if (route.endpoint.body) {
      const parsed = route.endpoint.body.safeParse(body ?? {});
      if (!parsed.success) return { status: 400, body: toApiErrors(parsed.error) };
      body = parsed.data;
    }
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    const query = Object.fromEntries(url.searchParams);
    const given = await handler({
      endpoint: route.name,
      params,
      query,
      body: body as never,
      token,
    });
    if ('status' in given && given.status !== undefined && given.status >= 400)
      checkError(route.name, given as ErrorAnswer);
    else checkSuccess(route.name, route.endpoint, given.body);
    return {
      status: given.status ?? route.endpoint.status,
      body: given.body,
      ...(given.delayMs === undefined ? {} : { delayMs: given.delayMs }),
    };
  }

  const scriptedFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    init.signal?.throwIfAborted();
    const url = new URL(String(input), 'http://scripted.invalid');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const authorization = new Headers(init.headers).get('Authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    const route = routes.find(
      (candidate) => candidate.endpoint.method === method && candidate.pattern.test(url.pathname),
    );
    const body = text === undefined ? undefined : (JSON.parse(text) as unknown);
    const refreshToken = (body as { refreshToken?: unknown } | undefined)?.refreshToken;
    const call: ScriptedCall = {
      id: calls.length + 1,
      endpoint: route?.name ?? null,
      method,
      url: url.pathname + url.search,
      body,
      token,
      tokenName: token
        ? nameOf(token, 'access')
        : typeof refreshToken === 'string'
          ? nameOf(refreshToken, 'refresh')
          : null,
      status: 0,
    };
    calls.push(call);
    const scenario = scenarioOf(call);
    report(call);
    follow(call);
    let result: { status: number; body: unknown; delayMs?: number };
    if (scenario.kind === 'never') {
      // Pending until the app gives up on it (its signal).
      await new Promise<never>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    }
    if (scenario.kind === 'fail') {
      if (scenario.ms) await wait(scenario.ms, init.signal);
      if (scenario.answer.status === 0) {
        answeredWith(call, undefined);
        throw new TypeError('Failed to fetch');
      }
      result = { status: scenario.answer.status, body: scenario.answer.body };
    } else {
      if (scenario.kind === 'delay') await wait(scenario.ms, init.signal);
      try {
        result = await answer(route, route?.pattern.exec(url.pathname) ?? null, url, text, token);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        result = { status: 500, body: { message: 'The script failed' } };
      }
      if (result.delayMs) await wait(result.delayMs, init.signal);
    }
    init.signal?.throwIfAborted();
    call.status = result.status;
    answeredWith(call, result.body);
    return json(result.body, result.status);
  };

  return {
    fetch: scriptedFetch as typeof fetch,
    calls,
    callsTo: (endpoint) => calls.filter((call) => call.endpoint === endpoint),
    mails,
    sendMail: (mail) => mails.push(mail),
    problems,
    endpoints: Object.keys(script) as EndpointName[],
    steer: (next) => {
      steering = next;
      for (const call of calls) report(call);
    },
  };
}
