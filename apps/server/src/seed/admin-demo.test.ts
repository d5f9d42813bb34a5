import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestApp,
  loginClient,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { manualClock } from '../clock.ts';
import { DEMO_SUBMISSIONS } from './admin-demo.ts';

describe('the club office’s demo data', () => {
  let t: TestApp;
  let admin: Client;
  const clock = manualClock(new Date('2026-11-26T09:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp('pglite', { clock });
    admin = await loginClient(t.app, ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('fills Applications: Join Us and Inquiry, Arabic names, new, handled with a reply, archived', async () => {
    const applications = (await admin.get('/Admin/forms?pageNumber=1&pageSize=50')).json();
    expect(applications.totalCount).toBe(DEMO_SUBMISSIONS.length);
    expect(applications.newCount).toBe(4);
    expect(new Set(applications.forms.map((form: { type: string }) => form.type))).toEqual(
      new Set(['Join Us', 'Inquiry']),
    );
    expect(
      applications.forms.some((form: { name: string }) => /[\u0600-\u06ff]/.test(form.name)),
    ).toBe(true);
    const handled = applications.forms.find(
      (form: { status: string }) => form.status === 'handled',
    );
    const details = (await admin.get(`/Admin/forms/${handled.id}`)).json();
    expect(details).toMatchObject({ statusChangedByUserName: ADMIN.username });
    expect(details.replies).toHaveLength(1);
    expect(
      applications.forms.filter((form: { status: string }) => form.status === 'archived'),
    ).toHaveLength(1);
  });

  it('has memberships ending in 5, 7 and 30 days and renewals in each of the last 12 months', async () => {
    const overview = (await admin.get('/Admin/overview')).json();
    expect(overview.totals.expiringSoon).toBeGreaterThanOrEqual(3);
    for (const month of overview.renewalsByMonth) {
      expect(month.count, month.month).toBeGreaterThan(0);
      expect(month.amount, month.month).toBeGreaterThan(0);
    }
    const within = async (days: number) =>
      (await admin.get(`/Admin/members?pageNumber=1&pageSize=50&expiresWithinDays=${days}`)).json()
        .totalCount;
    expect(await within(5)).toBeGreaterThanOrEqual(1);
    expect((await within(7)) - (await within(5))).toBeGreaterThanOrEqual(1);
    expect((await within(30)) - (await within(7))).toBeGreaterThanOrEqual(1);
  });
});
