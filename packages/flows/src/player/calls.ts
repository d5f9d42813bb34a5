import {
  createApiClient,
  endpoints,
  errorAnswers,
  messages,
  passkeyMessages,
  API_PREFIX,
  type EndpointName,
} from '@mijas/api';
import * as machinesPackage from '@mijas/machines';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { isMachine, isPromiseLogic, type PromiseLogic } from './fakes.ts';
import type { FailureOption } from './protocol.ts';

/**
 * Which calls of the contract a fake stands for, and so which failures it may answer: the machine's own
 * implementation (the default the fake replaces) is run against a recording API, and the client's function it
 * called is matched to the endpoint table by the request it makes.
 */

/** Every machine of `@mijas/machines`, and the child machines they invoke, by id. */
export function machineIndex(): Map<string, AnyStateMachine> {
  const index = new Map<string, AnyStateMachine>();
  const visit = (machine: AnyStateMachine) => {
    if (index.has(machine.id)) return;
    index.set(machine.id, machine);
    for (const child of Object.values(machine.implementations.actors ?? {}))
      if (isMachine(child)) visit(child);
  };
  for (const value of Object.values(machinesPackage)) if (isMachine(value)) visit(value);
  return index;
}

let machines: Map<string, AnyStateMachine> | undefined;

/** The client's function names each call, found by the request each one sends. */
async function clientEndpoints(): Promise<Map<string, EndpointName>> {
  const table = Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][];
  const patterns = table.map(([name, endpoint]) => ({
    name,
    method: endpoint.method,
    literal: !endpoint.path.includes('{'),
    regex: new RegExp(`^${API_PREFIX}${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  // Literal paths first: `/Admin/members/membership-history` is not a member's id.
  patterns.sort((a, b) => Number(b.literal) - Number(a.literal));
  const found = new Map<string, EndpointName>();
  let requested: EndpointName | undefined;
  const client = createApiClient({
    baseUrl: 'http://flow-player.invalid',
    auth: { getToken: () => 'token', refresh: () => Promise.reject(new Error('no refresh')) },
    fetch: (input, init) => {
      const url = new URL(String(input));
      requested = patterns.find(
        (pattern) => pattern.method === (init?.method ?? 'GET') && pattern.regex.test(url.pathname),
      )?.name;
      return Promise.reject(new Error('the flow player sends no request'));
    },
  }) as unknown as Record<string, unknown>;
  for (const [name, call] of Object.entries(client)) {
    if (typeof call !== 'function') continue;
    requested = undefined;
    try {
      await (call as (...args: unknown[]) => Promise<unknown>)({}, {}, {});
    } catch {
      // Refused by design.
    }
    if (requested) found.set(name, requested);
  }
  return found;
}

let clientNames: Promise<Map<string, EndpointName>> | undefined;
let resolvedClientNames: Map<string, EndpointName> | undefined;

/** Matches the client's functions to endpoints (once); `callsOf` names endpoints after it settled. */
export function prepareCalls(): Promise<void> {
  clientNames ??= clientEndpoints().then((found) => (resolvedClientNames = found));
  return clientNames.then(() => undefined);
}

/** A stand-in for any value the default implementation reads from its input: every key, call and text. */
function anything(): unknown {
  const target = function () {};
  const proxy: unknown = new Proxy(target, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : proxy),
    apply: () => proxy,
  });
  return proxy;
}

/** The invocations of `src` in `machine`'s states (their `input` mappers: what the actor is given). */
function invocationsOf(machine: AnyStateMachine, src: string): { input?: unknown }[] {
  const found: { input?: unknown }[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    for (const invoke of node.invoke) if (invoke.src === src) found.push(invoke);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

/**
 * Contexts a machine may run with, for a fake whose call depends on them (a row action's call is its action's):
 * every call it may make is offered before one runs.
 */
function sampleContexts(machine: string): Record<string, unknown>[] {
  if (machine !== 'rowAction') return [];
  return [machinesPackage.MEMBER_ROW_ACTIONS, machinesPackage.ADMIN_ROW_ACTIONS].flatMap(
    (actions) =>
      Object.keys(actions.effects).map((action) => ({
        actions,
        action,
        row: { id: 'row', username: 'row' },
      })),
  );
}

/**
 * The client functions the default implementation of `src` in `machine` calls, given its owner's context
 * (or, unknown, every context it may have): the input is made by the machine's own invocation from it.
 */
function clientCallsOf(machine: string, src: string, context: unknown): string[] {
  machines ??= machineIndex();
  const owner = machines.get(machine);
  const logic: AnyActorLogic | undefined = owner?.implementations.actors?.[src] as
    AnyActorLogic | undefined;
  if (!owner || !isPromiseLogic(logic)) return [];
  const contexts = isPlainObject(context) ? [context] : [{}, ...sampleContexts(machine)];
  const called = new Set<string>();
  for (const sample of contexts) {
    const inputs = invocationsOf(owner, src).flatMap(({ input }) => {
      if (typeof input !== 'function') return [];
      try {
        const made: unknown = (input as (args: unknown) => unknown)({
          context: sample,
          event: { type: 'flow-player.probe' },
          self: anything(),
        });
        return isPlainObject(made) ? [made] : [];
      } catch {
        // A mapper that needs what this context lacks: the context itself stands in below.
        return [];
      }
    });
    for (const input of [...inputs, sample])
      for (const name of probeCalls(logic, input)) called.add(name);
  }
  return [...called];
}

/** What a probe records for a call of the passkey port's prompts (`PasskeyBrowser`), not a client function. */
const PASSKEY_PROMPT = '(passkey prompt)';
const PROMPT_METHODS = new Set(['register', 'authenticate', 'autofill']);

/** The client functions `logic` calls given `input`, with a recording API wherever the input keeps one. */
function probeCalls(logic: PromiseLogic, given: Record<string, unknown>): string[] {
  const called: string[] = [];
  const api = new Proxy(
    {},
    {
      get: (_, key) =>
        typeof key === 'string'
          ? () => {
              called.push(key);
              return new Promise(() => {});
            }
          : undefined,
    },
  );
  // The input as the actor sees it, with our API wherever it keeps one (a form keeps its page's input, API
  // included, in `context.input`); spread (`{ ...input }`) it keeps it too.
  /** A value the input lacks: anything, whose own `api` is ours too (`input.input.api` of a form's load). */
  // One named as a passkey prompt's method (`browser.register(...)`) records that prompt when called.
  const missing = (name?: string | symbol): unknown => {
    const value: unknown = new Proxy(() => {}, {
      get: (_, key) =>
        key === 'api'
          ? api
          : key === Symbol.toPrimitive
            ? () => ''
            : key === 'then'
              ? undefined
              : missing(key),
      apply: () => {
        if (typeof name === 'string' && PROMPT_METHODS.has(name)) called.push(PASSKEY_PROMPT);
        return value;
      },
    });
    return value;
  };
  const probe = (target: Record<string, unknown>): Record<string, unknown> =>
    new Proxy(target, {
      get: (_, key) => {
        if (key === 'api') return api;
        const value = target[key as string];
        // A port the sample context lacks (`browser`, `passkeys`) stands in as anything too.
        if (!(key in target) || value === undefined) return missing(key);
        return isPlainObject(value) ? probe(value) : value;
      },
      ownKeys: () => [...new Set([...Reflect.ownKeys(target), 'api'])],
      getOwnPropertyDescriptor: (_, key) =>
        key === 'api'
          ? { value: api, enumerable: true, configurable: true, writable: true }
          : Reflect.getOwnPropertyDescriptor(target, key),
    });
  try {
    const result: unknown = logic.config({
      input: probe(given),
      signal: new AbortController().signal,
      self: anything(),
      system: anything(),
      emit: () => {},
    } as never);
    // What it called before failing is still what it calls; a failure of the probe is nobody's to handle.
    if (result instanceof Promise) result.catch(() => {});
  } catch {
    // As above, for a function that fails before it answers.
  }
  return called;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export interface FakeCalls {
  endpoints: EndpointName[];
  failures: FailureOption[];
}

const offline: FailureOption = {
  label: 'No answer (offline)',
  answer: { status: 0, body: null },
};

function label(answer: FailureOption['answer']): string {
  if (Array.isArray(answer.body)) {
    const [first] = answer.body as { code: string; description: string }[];
    return `${answer.status} ${first?.code}: ${first?.description}`;
  }
  return `${answer.status} ${(answer.body as { message?: string }).message ?? ''}`;
}

/** Failures any call may get when the player cannot tell which call a fake stands for. */
function anyCallFailures(): FailureOption[] {
  const api = messages.api;
  return [
    offline,
    ...(
      [
        [401, api.unauthorized],
        [403, api.forbidden],
        [404, api.notFound],
        [503, api.serviceUnavailable],
      ] as const
    ).map(([status, message]) => {
      const answer = { status, body: { message } };
      return { label: label(answer), answer };
    }),
  ];
}

/**
 * The ways a browser's passkey prompt ends without a credential (WebAuthn's error names), each with what the page
 * says of it: the choices of a fake that stands for the prompt (issue 35).
 */
function passkeyPromptFailures(): FailureOption[] {
  const said = passkeyMessages().browser;
  return (
    [
      ['NotAllowedError', said.cancelled],
      ['TimeoutError', said.timedOut],
      ['SecurityError', said.wrongSite],
      ['InvalidStateError', said.alreadyOnDevice],
      ['NotSupportedError', said.unsupported],
    ] as const
  ).map(([name, message]) => ({
    label: `${name}: ${message}`,
    answer: { status: 0, body: null, webAuthn: name },
  }));
}

/** The calls a fake stands for and every failure the contract lists for them (then: no answer at all). */
export function callsOf(machine: string, src: string, context?: unknown): FakeCalls {
  const called = clientCallsOf(machine, src, context);
  if (called.includes(PASSKEY_PROMPT)) return { endpoints: [], failures: passkeyPromptFailures() };
  const names = called
    .map((name) => resolvedClientNames?.get(name))
    .filter((name): name is EndpointName => name !== undefined);
  const unique = [...new Set(names)];
  if (unique.length === 0) return { endpoints: [], failures: anyCallFailures() };
  return endpointCalls(unique);
}

/** The endpoints `names` with every failure the contract lists for them (then: no answer at all). */
export function endpointCalls(unique: EndpointName[]): FakeCalls {
  const seen = new Set<string>();
  const failures: FailureOption[] = [];
  for (const name of unique)
    for (const answer of errorAnswers(name)) {
      const option = { label: label(answer), answer };
      if (seen.has(option.label)) continue;
      seen.add(option.label);
      failures.push(option);
    }
  return { endpoints: unique, failures: [...failures, offline] };
}

/** `POST /User/login` */
export function describeEndpoint(name: EndpointName): string {
  const endpoint = endpoints[name];
  return `${endpoint.method} ${endpoint.path}`;
}

/** An endpoint's method, full path (as the contract writes it, `{id}` and all) and success status. */
export function endpointRequest(name: EndpointName): {
  method: string;
  url: string;
  status: number;
} {
  const endpoint = endpoints[name];
  return { method: endpoint.method, url: `${API_PREFIX}${endpoint.path}`, status: endpoint.status };
}
