import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, endpoints, type EndpointDefinition } from '@mijas/api/contract';
import { test as base } from '@playwright/test';

/**
 * The journeys' `test`: every call the app makes to the API while a journey runs is matched against the
 * contract's endpoint table, and every route its pages show is noted, so `coverage.check.ts` can prove each
 * call of SPEC §7 (and ours) was made, and each route of SPEC §2 shown, through the UI by some journey.
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

/** What one journey did: the endpoints its pages called and the routes its pages showed. */
export interface JourneyRecord {
  title: string;
  calls: EndpointName[];
  routes: string[];
}

export const test = base.extend<{
  journeyRecord: { calls: Set<EndpointName>; routes: Set<string> };
}>({
  journeyRecord: [
    async ({ context }, use, testInfo) => {
      const calls = new Set<EndpointName>();
      const routes = new Set<string>();
      context.on('request', (request) => {
        const name = endpointOf(request.method(), new URL(request.url()).pathname);
        if (name) calls.add(name);
      });
      // Every address a page showed, client-side navigations included.
      context.on('page', (page) =>
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) routes.add(new URL(frame.url()).pathname);
        }),
      );
      await use({ calls, routes });
      mkdirSync(CALLS_DIR, { recursive: true });
      const record: JourneyRecord = {
        title: testInfo.titlePath.slice(1).join(' › '),
        calls: [...calls].sort(),
        routes: [...routes].sort(),
      };
      writeFileSync(path.join(CALLS_DIR, `${testInfo.testId}.json`), JSON.stringify(record));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
