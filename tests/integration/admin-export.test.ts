/**
 * The client's `exportMembers`, `getMemberIds` and `bulkMembers` against the real server (issue 21): the export's
 * CSV answer (not JSON) read as text, as the View Members page saves it.
 */
import { createApiClient, CSV_BOM } from '@mijas/api';
import { parseCsvFile } from '@mijas/api/member-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, SETUP_TIMEOUT_MS, startServer, type TestServer } from './server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
});

describe('admin calls of the client against the real server', () => {
  it('exports a search as CSV text, gets its ids and renews them in bulk', async () => {
    let token = '';
    const api = createApiClient({
      baseUrl: server.baseUrl,
      auth: { getToken: () => token, refresh: () => Promise.reject(new Error('no refresh')) },
    });
    token = (
      await passwordTokens(
        api.login({ emailOrUsername: server.root.username, password: server.root.password }),
      )
    ).token;
    const created = [];
    for (const [i, firstName] of ['Huda', 'هدى'].entries()) {
      server.clock.advance(1000);
      created.push(
        await api.createMember({
          username: `export.${i}`,
          email: `export.${i}@example.org`,
          firstName,
          lastName: 'Saleh',
          phoneNumber: '0791112233',
          gender: 'F',
          nationality: 'Jordan',
          country: 'Jordan',
          city: 'Irbid',
          addressDetails: '=HYPERLINK("http://x"), "quoted"',
          major: 'Civil Engineering',
          dateOfBirth: '1990-02-03',
        }),
      );
    }

    const text = await api.exportMembers({ username: 'export.' });
    expect(typeof text).toBe('string');
    // The browser's decoder drops the byte order mark; the page saves `CSV_BOM + text`.
    expect(text.startsWith(CSV_BOM)).toBe(false);
    const parsed = parseCsvFile(CSV_BOM + text);
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const cell = (row: number, name: string) =>
      parsed.rows[row]?.cells[parsed.headers.indexOf(name)];
    expect(parsed.rows.map((_, row) => cell(row, 'username'))).toEqual(['export.1', 'export.0']);
    expect(cell(0, 'firstName')).toBe('هدى');
    expect(cell(0, 'addressDetails')).toBe(`'=HYPERLINK("http://x"), "quoted"`);

    const { ids } = await api.getMemberIds({ username: 'export.', status: 'never' });
    expect(ids).toEqual(created.map((member) => member.id).reverse());
    const { results } = await api.bulkMembers({
      action: 'renew',
      memberIds: ids,
      numberOfDays: 30,
      amount: 5,
    });
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect((await api.getMemberIds({ username: 'export.', status: 'active' })).ids).toEqual(ids);
  });
});
