import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@mijas/api/contract';
import { expect, test } from '@playwright/test';
import { CALLS_DIR, type JourneyRecord } from './fixtures.ts';

/**
 * Runs after the journeys (a dependent Playwright project): every endpoint of the contract was called, and every
 * route of SPEC §2 shown, by the app itself during some journey.
 */

const SPEC_ROUTES = [
  '/',
  '/login',
  '/forgot',
  '/reset-code',
  '/reset-password',
  '/email-verification',
  '/verifyemail',
  '/admin',
  '/superadmin',
  '/member',
  '/view-members',
  '/update-member',
  '/view-admins',
  '/update-admin',
];

function records(): JourneyRecord[] {
  if (!existsSync(CALLS_DIR)) return [];
  return readdirSync(CALLS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(CALLS_DIR, file), 'utf8')) as JourneyRecord);
}

test('the journeys called every endpoint of the API through the UI', () => {
  const called = new Set(records().flatMap((record) => record.calls));
  const missing = Object.keys(endpoints).filter((name) => !called.has(name as never));
  expect(missing, 'endpoints no journey called').toEqual([]);
});

test('the journeys showed every route of SPEC §2', () => {
  const shown = new Set(records().flatMap((record) => record.routes));
  const missing = SPEC_ROUTES.filter((route) => !shown.has(route));
  expect(missing, 'routes no journey showed').toEqual([]);
});
