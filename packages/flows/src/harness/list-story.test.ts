import type { AdminListItem, AdminListResponse } from '@mijas/api';
import { adminListMachine, listState, openDialog, type LoadAdminsInput } from '@mijas/machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { listEvent, listShown, openRowDialog } from './list-story.ts';
import { send, STORY_STEP_TIMEOUT_MS, StoryDriver, type StoryEvent } from './story-state.tsx';

/** An admin row with what the list and the row action read (its id, name and statuses). */
function admin(n: number, username: string): AdminListItem {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, username, emailIsVerified: true, isActiveUser: true } as AdminListItem;
}

/** The list's one page holds lina; hala is not on it. */
const lina = admin(1, 'lina.khalil');
const hala = admin(11, 'hala.masri');

/** View Admins' machine whose first page arrives when the test says, watched by a story's driver. */
function listPage() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const machine = adminListMachine.provide({
    actors: {
      loadPage: fromPromise<AdminListResponse, LoadAdminsInput>(async () => {
        await answered;
        return { admins: [lina], totalCount: 1 };
      }),
    },
  });
  const driver = new StoryDriver();
  const actor = createActor(machine, { input: { api: {} as never }, inspect: driver.inspect });
  actor.start();
  const run = (events: StoryEvent[]) => driver.run(events, () => false);
  return { actor, driver, answer, run };
}

/** Every pending callback and answer has run (nothing else is awaited: this checks what has not happened). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const deactivate = (row: AdminListItem) =>
  ({ type: 'dialog.open', dialog: 'action', row, action: 'deactivateAdmin' }) as const;

afterEach(() => {
  vi.useRealTimers();
});

describe("a list story's events", () => {
  it('the list takes a dialog while it is loading: a plain event opens it over Loading...', async () => {
    const page = listPage();
    await page.run([send<typeof adminListMachine>('adminList', deactivate(lina))]);
    expect(listState(page.actor.getSnapshot())).toBe('loading');
    expect(openDialog(page.actor.getSnapshot())).toBe('action');
  });

  it("a row's dialog opens once the list shows the row", async () => {
    const page = listPage();
    const done = page.run([openRowDialog('adminList', 'action', lina, 'deactivateAdmin')]);
    await settled();
    expect(openDialog(page.actor.getSnapshot())).toBeNull();
    expect(page.driver.status).toBe('running');
    page.answer();
    await done;
    expect(page.driver.status).toBe('done');
    expect(listState(page.actor.getSnapshot())).toBe('loaded');
    expect(openDialog(page.actor.getSnapshot())).toBe('action');
  });

  it('a row the list does not show never opens, and the story says why', async () => {
    vi.useFakeTimers();
    const page = listPage();
    page.answer();
    const done = page.run([openRowDialog('adminList', 'action', hala, 'deactivateAdmin')]);
    await vi.advanceTimersByTimeAsync(STORY_STEP_TIMEOUT_MS);
    await done;
    expect(listState(page.actor.getSnapshot())).toBe('loaded');
    expect(openDialog(page.actor.getSnapshot())).toBeNull();
    expect(page.driver.status).toBe('failed');
    expect(page.driver.failure).toBe(
      'Story event 1: adminList never accepted dialog.open where its story waits for it (it is in {"list":"loaded","dialog":"closed"})',
    );
  });

  it('a search is sent once the list has shown its page', async () => {
    const page = listPage();
    const done = page.run([
      send<typeof adminListMachine>('adminList', { type: 'search.change', value: 'lina' }),
      listEvent('adminList', { type: 'search.submit' }, listShown),
    ]);
    await settled();
    expect(listState(page.actor.getSnapshot())).toBe('loading');
    expect(page.actor.getSnapshot().context.searchValue).toBe('lina');
    expect(page.driver.status).toBe('running');
    page.answer();
    await done;
    // The search asks for its URL (the page's router would answer with url.change).
    expect(listState(page.actor.getSnapshot())).toBe('awaiting');
  });
});
