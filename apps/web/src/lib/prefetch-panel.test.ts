import { ROLES, STORAGE_KEYS, type ApiClient } from '@mijas/api';
import { adminPanelMachine, superadminPanelMachine } from '@mijas/machines';
import { describe, expect, it, vi } from 'vitest';
import { createTestSession } from '../testing/page-harness.tsx';

/** `prefetchPanel` and the app's session as a page's first load has them: no session started yet. */
async function freshModules() {
  vi.resetModules();
  const { prefetchPanel } = await import('./panel-route.ts');
  const { setAppSession, whenAppSession } = await import('./app-session-ref.ts');
  return { prefetchPanel, setAppSession, whenAppSession };
}

/**
 * A client whose reads never answer, writing down each call (the endpoint and its query) and whether it was made
 * inside `prefetch`, as the real client's `prefetch` runs what it is given.
 */
function recordingApi() {
  const calls: string[] = [];
  let ahead = false;
  const read =
    (name: string) =>
    (query?: object): Promise<never> => {
      const shown = query && !('signal' in query) ? ` ${JSON.stringify(query)}` : '';
      calls.push(`${ahead ? 'ahead: ' : ''}${name}${shown}`);
      return new Promise(() => {});
    };
  const api: Partial<ApiClient> = {
    prefetch: (ask: () => void) => {
      ahead = true;
      try {
        ask();
      } finally {
        ahead = false;
      }
    },
    listMembers: read('listMembers') as ApiClient['listMembers'],
    listApplications: read('listApplications') as ApiClient['listApplications'],
    countPendingRenewalRequests: read(
      'countPendingRenewalRequests',
    ) as ApiClient['countPendingRenewalRequests'],
    listAdmins: read('listAdmins') as ApiClient['listAdmins'],
  };
  return { api, calls };
}

const adminInput = ({ api }: { api: ApiClient }, storage: unknown) => ({ api, storage });

describe("a panel's first data, asked for by its route's loader while its code is on the way", () => {
  it("is what the panel's machine asks for first at that address, asked ahead, with nothing written to storage", async () => {
    const { prefetchPanel, setAppSession } = await freshModules();
    const { api, calls } = recordingApi();
    const appSession = createTestSession('admin', api);
    prefetchPanel(
      adminPanelMachine,
      ROLES.admin,
      new URL('https://club.test/admin/view-members?page=2'),
      adminInput,
    );
    // Nothing before the app's session has started (a page's load: the router comes first).
    expect(calls).toEqual([]);
    setAppSession(appSession);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.toSorted()).toEqual([
      'ahead: countPendingRenewalRequests',
      'ahead: listApplications {"status":"new","pageSize":1}',
      'ahead: listMembers {"pageNumber":2,"pageSize":10}',
    ]);
    const local = appSession.session.getSnapshot().context.local;
    expect(local.getItem(STORAGE_KEYS.adminActivePage)).toBeNull();
  });

  it('follows the sub-page of the address: a bare /admin asks for the remembered one', async () => {
    const { prefetchPanel, setAppSession } = await freshModules();
    const { api, calls } = recordingApi();
    const appSession = createTestSession('admin', api);
    appSession.session
      .getSnapshot()
      .context.local.setItem(STORAGE_KEYS.adminActivePage, 'applications');
    setAppSession(appSession);
    prefetchPanel(adminPanelMachine, ROLES.admin, new URL('https://club.test/admin'), adminInput);
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.startsWith('ahead: listApplications'))).toHaveLength(2),
    );
    expect(calls.some((call) => call.includes('listMembers'))).toBe(false);
  });

  it("asks nothing for a session without the panel's rights, or for nobody", async () => {
    for (const role of ['member', 'admin', 'anonymous'] as const) {
      const { prefetchPanel, setAppSession, whenAppSession } = await freshModules();
      const { api, calls } = recordingApi();
      setAppSession(createTestSession(role, api));
      // The root admin's panel: an admin holds none of its rights.
      prefetchPanel(
        superadminPanelMachine,
        ROLES.rootAdmin,
        new URL('https://club.test/superadmin/view-admins'),
        ({ api: client }) => ({ api: client }),
      );
      await whenAppSession();
      expect(calls, role).toEqual([]);
    }
  });

  it("asks for the root admin's list for a root admin", async () => {
    const { prefetchPanel, setAppSession } = await freshModules();
    const { api, calls } = recordingApi();
    setAppSession(createTestSession('root', api));
    prefetchPanel(
      superadminPanelMachine,
      ROLES.rootAdmin,
      new URL('https://club.test/superadmin/view-admins'),
      ({ api: client }) => ({ api: client }),
    );
    await vi.waitFor(() => expect(calls).not.toEqual([]));
    expect(calls.every((call) => call.startsWith('ahead: listAdmins'))).toBe(true);
  });
});
