/**
 * Hostile input on EVERY endpoint of the contract that takes input (body, query or path): malformed JSON, wrong
 * shapes and types, injection strings, oversized values and bodies, bad ids. Each must answer 4xx with the
 * documented body (`[{code, description}]` for 400/409, `{message}` otherwise), never a 5xx, and leave the
 * database as it was.
 */
import {
  API_PREFIX,
  canAccess,
  endpoints,
  ROLES,
  type EndpointDefinition,
  type EndpointName,
} from '@mijas/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  login,
  MEMBER,
  ROOT,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from './app.ts';
import { backends } from './databases.ts';

interface Hostile {
  label: string;
  url: string;
  /** A free-text search may rightly find nothing: 200 with a valid (empty) answer is fine there. */
  searchText?: boolean;
  payload?: string;
  contentType?: string;
}

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000',
  '%',
];

/** Endpoints that answer every well-formed value alike, so as to reveal nothing (a logout with any token). */
const SAME_ANSWER_FOR_ANY_VALUE = new Set<EndpointName>(['logout']);

/** Query fields that take any text to search for (or a username to filter by: `NaN` is one). */
const SEARCH_FIELDS = new Set([
  'username',
  'Username',
  'email',
  'phoneNumber',
  'search',
  'memberUsername',
  'MemberUsername',
]);

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** Field names of an object schema (zod 4 keeps `.shape` on refined objects too). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Whether `field` of an object schema is a plain boolean (zod 4's `def.type`). */
function fieldIsBoolean(schema: unknown, field: string): boolean {
  const shape = (schema as { shape?: Record<string, { def?: { type?: string } }> }).shape;
  return shape?.[field]?.def?.type === 'boolean';
}

/** A concrete path for the endpoint with every `{param}` set to `value`. */
function pathWith(endpoint: EndpointDefinition, value: string): string {
  return `${API_PREFIX}${endpoint.path.replace(/\{\w+\}/g, encodeURIComponent(value))}`;
}

function hostileRequests(endpoint: EndpointDefinition, bodyLimit: number): Hostile[] {
  const requests: Hostile[] = [];
  const hasParams = /\{\w+\}/.test(endpoint.path);
  // Param-less paths are used as they are; with params, a well-formed unknown id keeps the focus on the body.
  const base = pathWith(
    endpoint,
    endpoint.path.includes('renewalId') ? '2000000000' : UNKNOWN_UUID,
  );

  if (hasParams) {
    for (const bad of ['not-an-id', '1 OR 1=1', '-1', '9'.repeat(40), ...INJECTIONS.slice(0, 5)]) {
      requests.push({ label: `path ${JSON.stringify(bad)}`, url: pathWith(endpoint, bad) });
    }
  }

  if (endpoint.query) {
    for (const field of fieldsOf(endpoint.query)) {
      for (const value of ['x'.repeat(5000), '-1', 'NaN', '1e309', ...INJECTIONS]) {
        requests.push({
          label: `query ${field}=${JSON.stringify(value.slice(0, 20))}`,
          url: `${base}?${new URLSearchParams({ [field]: value })}`,
          searchText: SEARCH_FIELDS.has(field),
        });
      }
      requests.push({ label: `query ${field} twice`, url: `${base}?${field}=1&${field}=2` });
    }
  }

  if (endpoint.body) {
    const fields = fieldsOf(endpoint.body);
    const json = (value: unknown) => JSON.stringify(value);
    const withAll = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
    requests.push(
      { label: 'malformed JSON', url: base, payload: '{"a": ' },
      { label: 'JSON null', url: base, payload: 'null' },
      { label: 'JSON array', url: base, payload: '[]' },
      { label: 'JSON string', url: base, payload: '"text"' },
      { label: 'every field an object', url: base, payload: json(withAll({ $gt: '' })) },
      { label: 'every field an array', url: base, payload: json(withAll(['a'])) },
      { label: 'every field a number', url: base, payload: json(withAll(12345)) },
      // (A body of booleans only, as the staff passkeys setting's, is well formed with every field true.)
      ...(fields.length > 0 && fields.every((field) => fieldIsBoolean(endpoint.body, field))
        ? []
        : [{ label: 'every field true', url: base, payload: json(withAll(true)) }]),
      { label: 'every field too long', url: base, payload: json(withAll('x'.repeat(20_000))) },
      {
        label: 'oversized body',
        url: base,
        payload: json({ ...withAll('a'), padding: 'x'.repeat(bodyLimit + 1) }),
      },
      {
        label: 'text/plain body',
        url: base,
        payload: json(withAll('a')),
        contentType: 'text/plain',
      },
      { label: 'prototype pollution', url: base, payload: '{"__proto__": {"admin": true}}' },
    );
    for (const injection of INJECTIONS) {
      requests.push({
        label: `every field ${JSON.stringify(injection)}`,
        url: base,
        payload: json(withAll(injection)),
      });
    }
  }
  return requests;
}

/** Row counts of every table and the newest change to users: what a refused request must not move. */
async function snapshot(t: TestApp): Promise<unknown> {
  const result = await t.database.db.execute(sql`
    select
      (select count(*) from users)::int as users,
      (select max(updated_at) from users)::text as users_updated,
      (select count(*) from memberships)::int as memberships,
      (select max(updated_at) from memberships)::text as memberships_updated,
      (select count(*) from membership_actions)::int as membership_actions,
      (select count(*) from member_actions)::int as member_actions,
      (select count(*) from outbox_mails)::int as outbox_mails,
      (select count(*) from action_tokens)::int as action_tokens,
      (select count(*) from form_submissions)::int as form_submissions,
      (select count(*) from refresh_tokens)::int as refresh_tokens
  `);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

function expectDocumentedError(status: number, body: string, label: string) {
  expect(status, `${label}: ${body}`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: ${body}`).toBeLessThan(500);
  const parsed = JSON.parse(body) as unknown;
  if (status === 400 || status === 409) {
    expect(parsed, label).toEqual(
      expect.arrayContaining([{ code: expect.any(String), description: expect.any(String) }]),
    );
    expect((parsed as unknown[]).length, label).toBeGreaterThan(0);
  } else {
    expect(parsed, label).toEqual({ message: expect.any(String) });
  }
  expect(body, label).not.toMatch(/at .+\.ts:\d+|stack|node_modules/i);
}

const withInput = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const endpoint: EndpointDefinition = endpoints[name];
  return Boolean(endpoint.body || endpoint.query || /\{\w+\}/.test(endpoint.path));
});

describe.each(backends)('hostile input on %s', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    app = t.app;
    tokens.root = (await login(app, ROOT)).token;
    tokens.member = (await login(app, MEMBER)).token;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('covers every endpoint that takes input', () => {
    expect(withInput.length).toBeGreaterThanOrEqual(24);
  });

  it.each(withInput)(
    '%s refuses hostile input with a 4xx and changes nothing',
    async (name) => {
      const endpoint: EndpointDefinition = endpoints[name];
      // An authorised caller, so the request reaches validation rather than stopping at the guard.
      const token =
        endpoint.access === 'public'
          ? undefined
          : canAccess(endpoint.access, [ROLES.rootAdmin])
            ? tokens.root
            : tokens.member;
      const before = await snapshot(t);
      for (const hostile of hostileRequests(endpoint, t.config.bodyLimit)) {
        const options: InjectOptions = {
          method: endpoint.method,
          url: hostile.url,
          headers: {
            ...(token ? bearer(token) : {}),
            ...(hostile.payload !== undefined
              ? { 'content-type': hostile.contentType ?? 'application/json' }
              : {}),
          },
          ...(hostile.payload !== undefined ? { payload: hostile.payload } : {}),
        };
        const response = await app.inject(options);
        const anyValue = hostile.searchText || SAME_ANSWER_FOR_ANY_VALUE.has(name);
        if (anyValue && response.statusCode === 200) {
          // A text answer (the export's CSV) is checked as text, the others as JSON.
          const body = 'produces' in endpoint ? response.body : response.json();
          const answer = endpoint.response.safeParse(body);
          expect(answer.success, `${name} ${hostile.label}: ${response.body}`).toBe(true);
          continue;
        }
        expectDocumentedError(response.statusCode, response.body, `${name} ${hostile.label}`);
      }
      expect(await snapshot(t)).toEqual(before);
      // Dozens of requests one after the other (the export's each a whole transaction and download): about 2 s on
      // a busy 2-core machine, more than Vitest's default 5 s per test when every project runs beside it.
    },
    30_000,
  );
});
