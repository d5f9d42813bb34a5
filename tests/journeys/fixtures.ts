import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, endpoints, type EndpointDefinition } from '@mijas/api/contract';
import { test as base } from '@playwright/test';

/**
 * The journeys' `test`: every call the app makes to the API while a journey runs is matched against the
 * contract's endpoint table and written down, so `coverage.check.ts` can prove each call of SPEC §7 (and ours)
 * was made through the UI, by some journey.
 */

export type EndpointName = keyof typeof endpoints;

/** Where each journey writes the endpoints its pages called (one JSON file a test). */
export const CALLS_DIR = path.join(process.cwd(), 'test-results', 'journey-calls');

/** `/Admin/members/{id}` → a regular expression; paths without parameters are tried first. */
const matchers = (Object.entries(endpoints) as [EndpointName, EndpointDefinition][])
  .map(([name, endpoint]) => ({
    name,
    method: endpoint.method,
    params: (endpoint.path.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${API_PREFIX}${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

export function endpointOf(method: string, pathname: string): EndpointName | null {
  return matchers.find((m) => m.method === method && m.pattern.test(pathname))?.name ?? null;
}

export const test = base.extend<{ apiCalls: Set<EndpointName> }>({
  apiCalls: [
    async ({ context }, use, testInfo) => {
      const calls = new Set<EndpointName>();
      context.on('request', (request) => {
        const url = new URL(request.url());
        const name = endpointOf(request.method(), url.pathname);
        if (name) calls.add(name);
      });
      await use(calls);
      mkdirSync(CALLS_DIR, { recursive: true });
      writeFileSync(
        path.join(CALLS_DIR, `${testInfo.testId}.json`),
        JSON.stringify({ title: testInfo.titlePath.join(' › '), calls: [...calls].sort() }),
      );
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
