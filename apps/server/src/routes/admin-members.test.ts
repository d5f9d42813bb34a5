/**
 * The admins' member calls (issue 21) through HTTP on PGlite and PostgreSQL: the list's filters (one definition
 * for the list, the export and the ids), the CSV export (streamed, one snapshot, formulas neutralised), the ids of
 * a search and the bulk actions.
 */
import {
  ADMIN_LIMITS,
  CSV_BOM,
  DAY_MS,
  ERROR_CODES,
  memberExportFileName,
  type MemberListItem,
  MEMBERSHIP_ACTION_TYPES,
  messages,
  ROLES,
} from '@mijas/api/contract';
import {
  MEMBER_CSV_COLUMNS,
  memberCsvHeader,
  parseCsvFile,
  restoreCsvCell,
} from '@mijas/api/member-csv';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { arabicMessages } from '@mijas/api/messages-ar';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  ADMIN,
  client,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { insertUser, TEST_PASSWORD, TEST_PROFILE } from '../../test/users.ts';
import { hashPassword } from '../auth/passwords.ts';
import { membershipActions, memberships, users, type NewUserRow } from '../db/schema.ts';
import { exportMembersCsv } from '../members/export.ts';

/** Noon in Amman on 26 November 2026. */
const NOW = new Date('2026-11-26T09:00:00Z');
/** Exports at once per process and per admin, and how long a download may make no progress (test-short). */
const EXPORT_LIMITS = { process: 2, admin: 1, idleMs: 4000 };

describe.each(backends)('admin member calls on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let adminToken: string;
  let passwordHash: string;
  const clock = { current: NOW, now: () => new Date(clock.current) };
  let tagCount = 0;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      env: {
        EXPORT_MAX_CONCURRENT: String(EXPORT_LIMITS.process),
        EXPORT_MAX_PER_ADMIN: String(EXPORT_LIMITS.admin),
        EXPORT_IDLE_TIMEOUT_MS: String(EXPORT_LIMITS.idleMs),
      },
    });
    adminToken = (await login(t.app, ADMIN)).token;
    admin = client(t.app, adminToken);
    passwordHash = await hashPassword(TEST_PASSWORD, t.config.argon2);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /** A username prefix no other test uses: searching it scopes a list to one test's members. */
  function newTag(): string {
    tagCount += 1;
    return `of${tagCount}x${Math.random().toString(36).slice(2, 7)}`;
  }

  /** Members inserted in one statement (newest last in `rows`), each with `overrides(i)`. */
  async function insertMembers(
    tag: string,
    n: number,
    overrides: (i: number) => Partial<NewUserRow> = () => ({}),
  ) {
    const all = Array.from({ length: n }, (_, i) => i);
    const rows = [];
    // A statement's parameters are limited (65 535): 1 000 members at a time.
    for (let from = 0; from < n; from += 1000) {
      rows.push(
        ...(await t.database.db
          .insert(users)
          .values(
            all.slice(from, from + 1000).map((i) => ({
              username: `${tag}.${String(i).padStart(4, '0')}`,
              email: `${tag}.${i}@example.com`,
              role: ROLES.member,
              ...TEST_PROFILE,
              passwordHash,
              emailVerified: true,
              createdAt: new Date(NOW.getTime() - 400 * DAY_MS + i * 1000),
              ...overrides(i),
            })),
          )
          .returning()),
      );
    }
    return rows;
  }

  /**
   * `n` members made by the database in one statement (from `generate_series`), not sent row by row: for the
   * tests that only need a count past a bound (10 001 members in 0.5 s instead of 8).
   */
  async function insertManyMembers(tag: string, n: number) {
    const p = TEST_PROFILE;
    const first = new Date(NOW.getTime() - 400 * DAY_MS);
    await t.database.db.execute(sql`
      INSERT INTO users (username, email, role, first_name, last_name, gender, date_of_birth, major,
        phone_number, nationality, country, city, address_details, password_hash, email_verified, created_at)
      SELECT ${tag} || '.' || lpad(i::text, 5, '0'), ${tag} || '.' || i || '@example.com', ${ROLES.member},
        ${p.firstName}, ${p.lastName}, ${p.gender}, ${p.dateOfBirth}, ${p.major}, ${p.phoneNumber},
        ${p.nationality}, ${p.country}, ${p.city}, ${p.addressDetails}, ${passwordHash}, true,
        ${first.toISOString()}::timestamptz + i * interval '1 second'
      FROM generate_series(0, ${n - 1}::int) AS i`);
  }

  async function setMembership(memberId: string, expiresAt: Date, deactivatedAt: Date | null) {
    await t.database.db.insert(memberships).values({ memberId, expiresAt, deactivatedAt });
  }

  async function renewalAt(memberId: string, createdAt: Date) {
    await t.database.db.insert(membershipActions).values({
      memberId,
      actionType: MEMBERSHIP_ACTION_TYPES.renewal,
      numberOfDays: 30,
      amount: '10.00',
      newExpiresAt: new Date(createdAt.getTime() + 30 * DAY_MS),
      createdAt,
    });
  }

  /** Every member of a list query, paging through `GET /Admin/members`. */
  async function listAll(query: string): Promise<MemberListItem[]> {
    const all: MemberListItem[] = [];
    for (let page = 1; ; page += 1) {
      const response = await admin.get(`/Admin/members?pageNumber=${page}&pageSize=50&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { members: MemberListItem[]; totalCount: number };
      all.push(...body.members);
      if (all.length >= body.totalCount || body.members.length === 0) return all;
    }
  }

  async function exportCsv(query: string) {
    const response = await admin.get(`/Admin/members/export?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    // An export without members is its header alone, which the import (`parseCsvFile`) refuses as empty.
    if (response.body === CSV_BOM + memberCsvHeader()) {
      return { response, parsed: { headers: [...MEMBER_CSV_COLUMNS] as string[], rows: [] } };
    }
    const parsed = parseCsvFile(response.body);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    return { response, parsed };
  }

  let origin: Promise<number> | undefined;
  /** The app's port on 127.0.0.1 (listening from the first call on): for downloads over a real socket. */
  function listening(): Promise<number> {
    origin ??= t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => (t.app.server.address() as AddressInfo).port);
    return origin;
  }

  interface Download {
    status: number;
    /** The whole body of an error answer; of a 200, its first chunk. */
    body: string;
    /** A 200's answer, paused after its first chunk: the client stopped reading. */
    response?: IncomingMessage;
  }

  /**
   * `GET path` over a real socket as a client that stops reading after the first chunk of a 200 (an error answer
   * is read whole). The socket is closed when the test ends.
   */
  async function stalledDownload(path: string, headers: Record<string, string>): Promise<Download> {
    const port = await listening();
    return new Promise<Download>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/v1${path}`, headers, agent: false },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status === 200) {
            res.once('data', (chunk: Buffer) => {
              res.pause();
              resolve({ status, body: chunk.toString(), response: res });
            });
            return;
          }
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status, body }));
        },
      );
      req.on('error', reject);
      onTestFinished(() => {
        req.destroy();
      });
      req.end();
    });
  }

  /** Reads what is left of a paused download: whether it ended whole. */
  function readRest(response: IncomingMessage): Promise<{ complete: boolean }> {
    return new Promise((resolve) => {
      // A download the server cut ends in an error ("aborted"): its close says how it ended.
      response.on('error', () => {});
      response.once('close', () => resolve({ complete: response.complete }));
      response.resume();
    });
  }

  async function ids(query: string): Promise<string[]> {
    const response = await admin.get(`/Admin/members/ids?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { ids: string[] }).ids;
  }

  describe('the filters (list, export and ids alike)', () => {
    let tag: string;
    const named: Record<string, string> = {};

    beforeAll(async () => {
      tag = newTag();
      // 2026-03-01 00:00 in Amman (UTC+3) is 2026-02-28T21:00Z.
      const marchStart = new Date('2026-02-28T21:00:00Z');
      const rows = await insertMembers(
        tag,
        7,
        (i) =>
          [
            { createdAt: new Date(marchStart.getTime() + 60_000) }, // 0: joined 1 March, Amman
            { createdAt: new Date(marchStart.getTime() - 60_000), emailVerified: false }, // 1: joined 28 Feb
            {}, // 2
            {}, // 3
            { emailVerified: false }, // 4
            {}, // 5
            {}, // 6
          ][i] ?? {},
      );
      const [active, expired, deactivated, never, soon, endedMarch, marchDeactivated] = rows.map(
        (row) => row.id,
      ) as [string, string, string, string, string, string, string];
      Object.assign(named, {
        active,
        expired,
        deactivated,
        never,
        soon,
        endedMarch,
        marchDeactivated,
      });
      await setMembership(active, new Date(NOW.getTime() + 100 * DAY_MS), null);
      await setMembership(expired, NOW, null); // ends exactly now: expired
      await setMembership(deactivated, new Date(NOW.getTime() + 50 * DAY_MS), NOW);
      await setMembership(soon, new Date(NOW.getTime() + 5 * DAY_MS), null);
      // Ended in March (Amman): at 23:59 on 31 March Amman time.
      await setMembership(endedMarch, new Date('2026-03-31T20:59:00Z'), null);
      await setMembership(marchDeactivated, new Date('2026-03-15T00:00:00Z'), NOW);
      // Renewals: one in March (Amman: 1 March 00:30), one at 23:30 on 28 February Amman time.
      await renewalAt(active, new Date('2026-02-28T21:30:00Z'));
      await renewalAt(soon, new Date('2026-02-28T20:30:00Z'));
    }, SETUP_TIMEOUT_MS);

    const cases: [string, string[]][] = [
      ['status=active', ['active', 'soon']],
      ['status=expired', ['expired', 'deactivated', 'endedMarch', 'marchDeactivated']],
      ['status=never', ['never']],
      ['status=unverified', ['expired', 'soon']],
      ['joinedMonth=2026-03', ['active']],
      ['joinedMonth=2026-02', ['expired']],
      ['renewedMonth=2026-03', ['active']],
      ['renewedMonth=2026-02', ['soon']],
      ['expiresMonth=2026-03', ['endedMarch']],
      ['expiresMonth=2026-12', ['soon']],
      ['expiresWithinDays=7', ['soon']],
      ['status=active&renewedMonth=2026-03', ['active']],
      ['status=never&joinedMonth=2026-03', []],
    ];

    it.each(cases)(
      '%s: the members of the definition, same in list, export and ids',
      async (query, expected) => {
        const search = `username=${tag}.&${query}`;
        const listed = await listAll(search);
        const listedIds = listed.map((member) => member.id);
        expect([...listedIds].sort()).toEqual(expected.map((name) => named[name]).sort());

        const { parsed } = await exportCsv(search);
        const usernameColumn = parsed.headers.indexOf('username');
        expect(parsed.rows.map((row) => row.cells[usernameColumn])).toEqual(
          listed.map((member) => member.username),
        );
        // The export and the ids are newest first, as the list (whose expiresWithinDays alone is soonest end
        // first: here one member).
        expect(await ids(search)).toEqual(listedIds);
      },
    );

    it('answers 400 for a bad month or status, before any CSV', async () => {
      for (const path of [
        '/Admin/members/export?joinedMonth=2026-13',
        '/Admin/members/export?status=gone',
        '/Admin/members/ids?expiresMonth=March',
        '/Admin/members?pageNumber=1&pageSize=10&renewedMonth=2026-1',
      ]) {
        const response = await admin.get(path);
        expect(response.statusCode, path).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(Array.isArray(response.json()), response.body).toBe(true);
      }
    });
  });

  describe('GET /Admin/members/export', () => {
    it('streams UTF-8 CSV with a BOM, every column, Arabic intact, formulas neutralised, cells round-tripping', async () => {
      const tag = newTag();
      const awkward = 'Line one, "quoted"\nline two; =not a formula';
      const [arabic, formula, quoted] = await insertMembers(
        tag,
        3,
        (i) =>
          [
            { firstName: 'ليلى', lastName: 'العبدالله', city: 'عمّان' },
            { addressDetails: '=HYPERLINK("http://x")', major: '@SUM(A1)' },
            { addressDetails: awkward },
          ][i] ?? {},
      );
      await setMembership(arabic!.id, new Date(NOW.getTime() + 10 * DAY_MS), null);
      const { response, parsed } = await exportCsv(`username=${tag}.`);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${memberExportFileName(NOW)}"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(response.body.startsWith(CSV_BOM)).toBe(true);
      expect(parsed.headers).toEqual([...MEMBER_CSV_COLUMNS]);
      const column = (name: string) => parsed.headers.indexOf(name);
      const byUsername = new Map(parsed.rows.map((row) => [row.cells[column('username')], row]));
      expect(parsed.rows).toHaveLength(3);
      // Newest first.
      expect(parsed.rows.map((row) => row.cells[column('username')])).toEqual(
        [quoted, formula, arabic].map((row) => row!.username),
      );
      const arabicRow = byUsername.get(arabic!.username)!.cells;
      expect(arabicRow[column('firstName')]).toBe('ليلى');
      expect(arabicRow[column('lastName')]).toBe('العبدالله');
      expect(arabicRow[column('city')]).toBe('عمّان');
      expect(arabicRow[column('hasActiveMembership')]).toBe('true');
      expect(arabicRow[column('membershipExpiry')]).toBe(
        new Date(NOW.getTime() + 10 * DAY_MS).toISOString(),
      );
      const formulaRow = byUsername.get(formula!.username)!.cells;
      expect(formulaRow[column('addressDetails')]).toBe(`'=HYPERLINK("http://x")`);
      expect(formulaRow[column('major')]).toBe(`'@SUM(A1)`);
      expect(restoreCsvCell(formulaRow[column('addressDetails')]!)).toBe('=HYPERLINK("http://x")');
      // A phone number is a plain number: kept as is.
      expect(formulaRow[column('phoneNumber')]).toBe(TEST_PROFILE.phoneNumber);
      expect(byUsername.get(quoted!.username)!.cells[column('addressDetails')]).toBe(awkward);
    });

    it.each(['snapshot', 'statements'] as const)(
      'exports many batches newest first, exactly the list, with no row skipped or repeated (%s)',
      async (reading) => {
        const tag = newTag();
        // Microseconds apart: the keyset cursor must keep the database's precision.
        await t.database.db.execute(sql`
        insert into users (username, email, role, first_name, last_name, gender, date_of_birth, major,
          phone_number, nationality, country, city, address_details, password_hash, email_verified, created_at)
        select ${tag} || '.' || lpad(g::text, 4, '0'), ${tag} || g || '@example.com', ${ROLES.member}, 'A', 'B', 'M',
          '1990-01-01', 'X', '+962790000000', 'Jordan', 'Jordan', 'Irbid', 'Street', ${passwordHash}, true,
          timestamptz '2025-01-01 00:00:00+00' + (g % 7) * interval '1 microsecond'
        from generate_series(1, 25) as g`);
        const listed = await listAll(`username=${tag}.`);
        expect(listed).toHaveLength(25);
        const stream = await exportMembersCsv(
          t.database.db,
          { username: `${tag}.` },
          NOW,
          4,
          reading,
        );
        let text = '';
        for await (const chunk of stream) text += String(chunk);
        const parsed = parseCsvFile(text);
        if (!parsed.ok) throw new Error(parsed.problems.join());
        expect(parsed.rows.map((row) => row.cells[0])).toEqual(
          listed.map((member) => member.username),
        );
      },
    );

    it('reads one snapshot: a member added during the export is not in it', async () => {
      const tag = newTag();
      await insertMembers(tag, 200);
      const stream = await exportMembersCsv(t.database.db, { username: `${tag}.` }, NOW, 2);
      // The stream stops reading batches once its buffer is full (about 60 members here) until the client
      // reads; the member added meanwhile is the oldest, the export's last row if it saw it. (On PGlite the
      // export's transaction holds the only connection: the insert could only wait for its end.)
      const added =
        backend === 'postgres'
          ? insertMembers(tag, 1, () => ({
              createdAt: new Date('2020-01-01T00:00:00Z'),
              username: `${tag}.late`,
              email: `${tag}.late@example.com`,
            }))
          : undefined;
      await added;
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      const parsed = parseCsvFile(text);
      if (!parsed.ok) throw new Error(parsed.problems.join());
      expect(parsed.rows).toHaveLength(200);
      expect(text).not.toContain(`${tag}.late`);
      if (backend === 'postgres') expect(await listAll(`username=${tag}.`)).toHaveLength(201);
    });

    it('rolls the transaction back when the stream is dropped: the connection is free again', async () => {
      const tag = newTag();
      await insertMembers(tag, 40);
      const stream = await exportMembersCsv(t.database.db, { username: `${tag}.` }, NOW, 5);
      const iterator = stream[Symbol.asyncIterator]();
      await iterator.next();
      stream.destroy();
      await new Promise<void>((resolve) =>
        stream.closed ? resolve() : stream.once('close', resolve),
      );
      // PGlite: a leaked transaction would hold the one connection and this would never answer.
      const [row] = await t.database.db.select({ value: count() }).from(users);
      expect(row!.value).toBeGreaterThan(40);
      if (backend === 'postgres') await expectNoOpenTransaction();
    });

    it("statement by statement (PGlite's reading), a download nobody reads holds no connection; the file is whole", async () => {
      const tag = newTag();
      await insertMembers(tag, 200);
      const stream = await exportMembersCsv(
        t.database.db,
        { username: `${tag}.` },
        NOW,
        5,
        'statements',
      );
      // Nothing read yet: in a snapshot this would wait for the export's transaction on PGlite, forever.
      const [row] = await t.database.db.select({ value: count() }).from(users);
      expect(row!.value).toBeGreaterThanOrEqual(200);
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      const parsed = parseCsvFile(text);
      if (!parsed.ok) throw new Error(parsed.problems.join());
      expect(parsed.rows).toHaveLength(200);
      expect(new Set(parsed.rows.map((r) => r.cells[0])).size).toBe(200);
      if (backend === 'postgres') await expectNoOpenTransaction();
    });

    it('a client that disconnects mid-download frees the connection; the server keeps answering', async () => {
      const tag = newTag();
      await insertMembers(tag, 3000);
      const port = await listening();
      const got = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: `/api/v1/Admin/members/export?username=${tag}.`,
            headers: { authorization: `Bearer ${adminToken}` },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              req.destroy();
              resolve(chunk.length);
            });
          },
        );
        req.on('error', (error) => {
          if (!req.destroyed) reject(error);
        });
        req.end();
      });
      expect(got).toBeGreaterThan(0);
      // The server answers (PGlite: its one connection is free again) and no transaction stays open.
      await expect
        .poll(
          async () =>
            (await admin.get(`/Admin/members?pageNumber=1&pageSize=1&username=${tag}.`)).statusCode,
          { timeout: 10_000 },
        )
        .toBe(200);
      if (backend === 'postgres') await expectNoOpenTransaction();
    }, 30_000);

    it(`stalled downloads: ${EXPORT_LIMITS.process} at a time, ${EXPORT_LIMITS.admin} per admin, 429 beyond; the API and /readyz answer meanwhile; each is cut after ${EXPORT_LIMITS.idleMs} ms without progress and what it held released`, async () => {
      const tag = newTag();
      // A batch (`EXPORT_BATCH`) and more of ~2.3 kB lines, 12 MB: far more than a socket's buffers hold (~4 MB),
      // so a client that stops reading leaves the export waiting for it (before issue 30, holding a connection).
      await t.database.db.execute(sql`
        insert into users (username, email, role, first_name, last_name, gender, date_of_birth, major,
          phone_number, nationality, country, city, address_details, password_hash, email_verified, created_at)
        select ${tag} || '.' || lpad(g::text, 5, '0'), ${tag} || g || '@example.com', ${ROLES.member}, 'A', 'B', 'M',
          '1990-01-01', 'X', '+962790000000', 'Jordan', 'Jordan', 'Irbid', repeat('Street ', 300), ${passwordHash},
          true, timestamptz '2025-01-01 00:00:00+00' + g * interval '1 second'
        from generate_series(1, 5100) as g`);
      const other = await insertUser(t, { role: ROLES.admin });
      const tokens = {
        admin: adminToken,
        root: (await login(t.app, ROOT)).token,
        other: (await login(t.app, { username: other.username, password: TEST_PASSWORD })).token,
      };
      const exportPath = `/Admin/members/export?username=${tag}.`;
      const ask = (who: keyof typeof tokens, language = 'en') =>
        stalledDownload(exportPath, {
          authorization: `Bearer ${tokens[who]}`,
          'accept-language': language,
        });
      const inProgress = { message: messages.api.exportInProgress };
      const busy = { message: messages.api.exportsBusy };
      // Two take the places; then, at once, as many more as make the pool's connections (10): before issue 30
      // each took one.
      const first = await ask('admin');
      const second = await ask('root');
      const more = ['admin', 'other', 'root', 'other', 'admin', 'other', 'root', 'admin'] as const;
      const answers = [
        first,
        second,
        ...(await Promise.all(more.map((account, i) => ask(account, i === 0 ? 'ar' : 'en')))),
      ];
      const [list, signIn, ready] = await Promise.all([
        admin.get('/Admin/members?pageNumber=1&pageSize=10'),
        t.app.inject({
          method: 'POST',
          url: '/api/v1/User/login',
          payload: { emailOrUsername: ADMIN.username, password: ADMIN.password },
        }),
        t.app.inject({ method: 'GET', url: '/readyz' }),
      ]);
      // Asked after the others were answered: the two stalled downloads were still held all along.
      const held = await client(t.app, tokens.other).get(exportPath);
      expect({
        answers: answers.map((answer) =>
          answer.status === 200 ? 200 : [answer.status, JSON.parse(answer.body) as unknown],
        ),
        list: list.statusCode,
        login: signIn.statusCode,
        ready: ready.statusCode,
        held: held.statusCode === 200 ? 200 : [held.statusCode, held.json() as unknown],
      }).toEqual({
        answers: [
          200,
          200,
          [429, { message: arabicMessages.api.exportInProgress }],
          [429, busy],
          [429, inProgress],
          [429, busy],
          [429, inProgress],
          [429, busy],
          [429, inProgress],
          [429, inProgress],
        ],
        list: 200,
        login: 200,
        ready: 200,
        held: [429, busy],
      });

      // Without progress the server cuts them: each admin may export again (an empty search: a header, 200).
      const empty = (token: string) =>
        client(t.app, token).get(`/Admin/members/export?username=${tag}.none`);
      await expect
        .poll(
          async () => [
            (await empty(tokens.admin)).statusCode,
            (await empty(tokens.root)).statusCode,
          ],
          { timeout: 20_000 },
        )
        .toEqual([200, 200]);
      // What the stalled clients still get is a cut download, never the whole file.
      for (const stalled of [first, second]) {
        expect((await readRest(stalled.response!)).complete).toBe(false);
      }
      if (backend === 'postgres') await expectNoOpenTransaction();
    }, 60_000);

    async function expectNoOpenTransaction() {
      await expect.poll(() => t.database.poolStats?.().inUse ?? 0, { timeout: 10_000 }).toBe(0);
      const open = (await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
      )) as unknown as { rows: { n: number }[] };
      expect(open.rows[0]?.n).toBe(0);
    }
  });

  describe('GET /Admin/members/ids', () => {
    it('answers the ids of the search newest first', async () => {
      const tag = newTag();
      const rows = await insertMembers(tag, 5);
      expect(await ids(`username=${tag}.`)).toEqual(rows.map((row) => row.id).reverse());
      expect(await ids(`username=${tag}.&status=never&joinedMonth=2020-01`)).toEqual([]);
    });

    it(`refuses a search of more than ${ADMIN_LIMITS.bulkMaxSelection} members`, async () => {
      const tag = newTag();
      await insertManyMembers(tag, ADMIN_LIMITS.bulkMaxSelection + 1);
      const response = await admin.get(`/Admin/members/ids?username=${tag}.`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        {
          code: ERROR_CODES.selectionTooLarge,
          description: messages.api.selectionTooLarge(ADMIN_LIMITS.bulkMaxSelection),
        },
      ]);
      await t.database.db.delete(users).where(sql`${users.username} like ${`${tag}.%`}`);
    }, 60_000);
  });

  describe('POST /Admin/members/bulk', () => {
    async function bulk(payload: Record<string, unknown>) {
      const response = await admin.post('/Admin/members/bulk', payload);
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json() as {
          results: { memberId: string; ok: boolean; skipped: boolean; message: string }[];
        }
      ).results;
    }

    async function renewals(memberIds: string[]) {
      return t.database.db
        .select({
          memberId: membershipActions.memberId,
          newExpiresAt: membershipActions.newExpiresAt,
        })
        .from(membershipActions)
        .where(
          and(
            inArray(membershipActions.memberId, memberIds),
            eq(membershipActions.actionType, MEMBERSHIP_ACTION_TYPES.renewal),
          ),
        );
    }

    it('renews 100 members: one history entry each, each expiry extended exactly once', async () => {
      const tag = newTag();
      const rows = await insertMembers(tag, 100);
      const running = new Date(NOW.getTime() + 10 * DAY_MS);
      for (const row of rows.slice(0, 50)) await setMembership(row.id, running, null);
      const memberIds = rows.map((row) => row.id);
      const results = await bulk({ action: 'renew', memberIds, numberOfDays: 30, amount: 12.5 });
      expect(results.map((result) => result.memberId)).toEqual(memberIds);
      expect(
        results.every((result) => result.ok && result.message === messages.memberToasts.renewed),
      ).toBe(true);
      expect(await renewals(memberIds)).toHaveLength(100);
      const expiries = await t.database.db
        .select({ memberId: memberships.memberId, expiresAt: memberships.expiresAt })
        .from(memberships)
        .where(inArray(memberships.memberId, memberIds));
      const byId = new Map(expiries.map((row) => [row.memberId, row.expiresAt.getTime()]));
      for (const [i, id] of memberIds.entries()) {
        // A running membership from its expiry, a new one from now.
        expect(byId.get(id)).toBe((i < 50 ? running.getTime() : NOW.getTime()) + 30 * DAY_MS);
      }
      // 100 renewals, each with its payment and receipt number (issue 34): 5.8 s on PGlite on a loaded machine.
    }, 30_000);

    it('reports each failure on its own row, skips those the action does not apply to, and goes on', async () => {
      const tag = newTag();
      const [withMembership, without, unverified] = await insertMembers(tag, 3, (i) =>
        i === 2 ? { emailVerified: false } : {},
      );
      await setMembership(withMembership!.id, new Date(NOW.getTime() + DAY_MS), null);
      const [adminRow] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, ADMIN.username));
      const unknown = '00000000-0000-4000-8000-000000000000';
      const memberIds = [without!.id, unknown, withMembership!.id, adminRow!.id, unverified!.id];

      const deactivated = await bulk({ action: 'deactivateMembership', memberIds });
      // No running membership to end: skipped (issue 30), with the reason; an unknown id or an admin: failed.
      expect(deactivated).toEqual([
        {
          memberId: without!.id,
          ok: false,
          skipped: true,
          message: messages.api.membershipNotActive,
        },
        { memberId: unknown, ok: false, skipped: false, message: messages.api.memberNotFound },
        {
          memberId: withMembership!.id,
          ok: true,
          skipped: false,
          message: messages.memberToasts.membershipDeactivated,
        },
        { memberId: adminRow!.id, ok: false, skipped: false, message: messages.api.notAMember },
        {
          memberId: unverified!.id,
          ok: false,
          skipped: true,
          message: messages.api.membershipNotActive,
        },
      ]);
      const history = await t.database.db
        .select({ memberId: membershipActions.memberId })
        .from(membershipActions)
        .where(inArray(membershipActions.memberId, memberIds));
      expect(history).toEqual([{ memberId: withMembership!.id }]);

      const mailed = await bulk({ action: 'sendVerificationEmail', memberIds });
      // An address already verified: skipped, not failed (issue 30: no retry can ever send it).
      expect(mailed.map((result) => [result.ok, result.skipped, result.message])).toEqual([
        [false, true, messages.api.emailAlreadyVerified],
        [false, false, messages.api.memberNotFound],
        [false, true, messages.api.emailAlreadyVerified],
        [false, false, messages.api.notAMember],
        [true, false, messages.api.verificationSent],
      ]);
    });

    it('answers in the language of the request', async () => {
      const tag = newTag();
      const [row] = await insertMembers(tag, 1);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Admin/members/bulk',
        headers: {
          authorization: `Bearer ${adminToken}`,
          'accept-language': 'ar',
        },
        payload: { action: 'sendVerificationEmail', memberIds: [row!.id] },
      });
      expect(response.statusCode).toBe(200);
      const [result] = (response.json() as { results: { message: string }[] }).results;
      expect(result!.message).not.toBe(messages.api.emailAlreadyVerified);
      expect(result!.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('refuses a repeated id, an empty list and more than a chunk, by the schema', async () => {
      const tag = newTag();
      const [row] = await insertMembers(tag, 1);
      for (const memberIds of [
        [row!.id, row!.id],
        [],
        Array.from({ length: ADMIN_LIMITS.bulkChunk + 1 }, () => crypto.randomUUID()),
      ]) {
        const response = await admin.post('/Admin/members/bulk', {
          action: 'deactivateMembership',
          memberIds,
        });
        expect(response.statusCode, JSON.stringify(memberIds.length)).toBe(400);
      }
      const response = await admin.post('/Admin/members/bulk', {
        action: 'explode',
        memberIds: [row!.id],
      });
      expect(response.statusCode).toBe(400);
    });

    it('renews 500 members through 5 calls: 500 history entries, each expiry extended once (acceptance)', async () => {
      const tag = newTag();
      const rows = await insertMembers(tag, 500);
      const memberIds = rows.map((row) => row.id);
      for (let i = 0; i < 500; i += ADMIN_LIMITS.bulkChunk) {
        const results = await bulk({
          action: 'renew',
          memberIds: memberIds.slice(i, i + ADMIN_LIMITS.bulkChunk),
          numberOfDays: 365,
          amount: 20,
        });
        expect(results.filter((result) => result.ok)).toHaveLength(ADMIN_LIMITS.bulkChunk);
      }
      const history = await renewals(memberIds);
      expect(history).toHaveLength(500);
      expect(new Set(history.map((row) => row.memberId)).size).toBe(500);
      const expected = NOW.getTime() + 365 * DAY_MS;
      expect(history.every((row) => row.newExpiresAt?.getTime() === expected)).toBe(true);
      expect(await ids(`username=${tag}.&status=active`)).toHaveLength(500);
    }, 120_000);
  });
});
