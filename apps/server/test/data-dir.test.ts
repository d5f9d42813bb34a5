/**
 * One PGlite data directory, several real server processes: the second is refused before it opens the database,
 * and an owner killed with SIGKILL leaves no lock behind nor loses a write it acknowledged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@mijas/api/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { newMember, ROOT, SETUP_TIMEOUT_MS } from './app.ts';
import { spawnServer, startServer, type ServerProcess } from './server-process.ts';

async function signIn(server: ServerProcess) {
  const response = await fetch(`${server.origin}${API_PREFIX}/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: ROOT.username, password: ROOT.password }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    /** Adds a member; resolves once the server acknowledged it (201). */
    async add(tag: string) {
      const added = await fetch(`${server.origin}${API_PREFIX}/Admin/members`, {
        method: 'POST',
        headers,
        body: JSON.stringify(newMember(tag)),
      });
      expect(added.status, await added.clone().text()).toBe(201);
    },
    async memberCount() {
      const list = await fetch(`${server.origin}${API_PREFIX}/Admin/members?pageNumber=1`, {
        headers,
      });
      expect(list.status).toBe(200);
      return ((await list.json()) as { totalCount: number }).totalCount;
    },
  };
}

describe('a PGlite data directory', () => {
  it(
    'serves one process: a second is refused in one line; after a kill -9 a new start has every acknowledged write',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijas-lock-'));
      onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0' };

      const first = await startServer(env);
      let owner = await signIn(first);
      const tags = Array.from({ length: 20 }, (_, i) => `lock${i}`);
      for (const tag of tags.slice(0, 10)) await owner.add(tag);

      // The case: a second `pnpm start` on the same directory (and port) while the first serves.
      const second = await spawnServer({ ...env, PORT: String(first.port) });
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output()).toBe(
        `MIJAS Club cannot start: Another process (pid ${first.pid}) is using DATA_DIR ${dataDir}: ` +
          'stop it first, or set DATA_DIR to another directory.\n',
      );

      for (const tag of tags.slice(10)) await owner.add(tag);
      first.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // The kernel dropped the dead owner's lock: a new start opens the directory, with every member in it.
      const third = await startServer(env);
      owner = await signIn(third);
      expect(await owner.memberCount()).toBe(tags.length);
      third.kill('SIGTERM');
      expect(await third.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS * 3,
  );
});
