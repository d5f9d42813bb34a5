import { PAGE_SIZE, type MemberAction } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MEMBER_HISTORY_ENDPOINT } from '../memberHistory/memberHistoryMachine.ts';
import { MEMBERSHIP_HISTORY_ENDPOINT } from '../membershipHistory/membershipHistoryMachine.ts';
import { listState } from '../searchableList/listSelectors.ts';
import { createHistoryListMachine, type HistoryCall, type HistoryEndpoint } from './historyList.ts';

const lowerCase = MEMBER_HISTORY_ENDPOINT;
const capitalised = MEMBERSHIP_HISTORY_ENDPOINT;

/** A history built on `endpoint`, opened at `query`, on a client that has only that call. */
async function open<C extends HistoryCall>(
  endpoint: HistoryEndpoint<C>,
  query: { search: string; searchBy?: string; page?: number },
) {
  const rows = [{ userActionId: 7 } as MemberAction];
  const call = vi.fn(async () => ({ membershipActions: rows, totalCount: 11 }));
  const machine = createHistoryListMachine({ id: 'history', endpoint, failed: () => 'failed' });
  const actor = createActor(machine.provide({ actions: { setQuery: () => {} } }), {
    input: { api: { [endpoint.call]: call, suggestMembers: vi.fn() } as never, query },
  }).start();
  await waitFor(actor, (snapshot) => listState(snapshot) === 'loaded', { timeout: 1000 });
  return { call, context: actor.getSnapshot().context };
}

describe('createHistoryListMachine: one history list, its endpoint a parameter', () => {
  it('asks the endpoint given for the usernames containing the text, in its query names', async () => {
    const lower = await open(lowerCase, { search: 'sa', page: 2 });
    expect(lower.call).toHaveBeenCalledExactlyOnceWith(
      { username: 'sa', pageNumber: 2, pageSize: PAGE_SIZE },
      { signal: expect.any(AbortSignal) },
    );
    const upper = await open(capitalised, { search: 'sa' });
    expect(upper.call).toHaveBeenCalledExactlyOnceWith(
      { Username: 'sa', PageNumber: 1, PageSize: PAGE_SIZE },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('asks for one picked member by its member name, and shows the answer’s actions', async () => {
    const { call, context } = await open(capitalised, {
      search: 'sara.haddad',
      searchBy: 'member',
    });
    expect(call).toHaveBeenCalledExactlyOnceWith(
      { MemberUsername: 'sara.haddad', PageNumber: 1, PageSize: PAGE_SIZE },
      { signal: expect.any(AbortSignal) },
    );
    expect(context).toMatchObject({ rows: [{ userActionId: 7 }], totalCount: 11, pageCount: 2 });
  });
});
