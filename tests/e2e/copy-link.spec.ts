import { expect, test, type Frame, type Page } from '@playwright/test';

/**
 * The flow player's Copy link (docs/storybook-and-flows.md "The flow player") in the built Storybook (`pnpm build-storybook`, served
 * by the Playwright config): QA chooses how a page's call fails, acts in the canvas and copies the link; the link
 * opened in a new browser context (no storage, no clipboard, no page shared) lands in the same state.
 */

const storybook = `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT}`;
const STORY = 'pages-auth-login--editing';
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const DEACTIVATED = 'This account is deactivated. Please contact the association.';

/** The story's frame, once its own script (play function, afterEach) is over: QA's steps are recorded after. */
async function storyFrame(page: Page): Promise<Frame> {
  const iframe = await page.locator('#storybook-preview-iframe').elementHandle();
  const frame = await iframe!.contentFrame();
  await frame!.waitForFunction(() => {
    const preview = (
      globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
    ).__STORYBOOK_PREVIEW__;
    return ['played', 'completed', 'finished'].includes(preview?.currentRender?.phase ?? '');
  });
  return frame!;
}

/** Each actor of the panel (Storybook's addon panel) with what its card shows: states, context, events. */
function panelActors(page: Page) {
  return page
    .getByRole('region', { name: 'Flow player' })
    .locator('[data-actor]')
    .evaluateAll((actors) =>
      actors.map((actor) => ({
        path: (actor as HTMLElement).dataset.actor,
        card: actor.querySelector(':scope > .mfp-card')?.textContent,
      })),
    );
}

/** The story's markup, as rendered under Storybook's root (the page, its harness and its toasts). */
function storyMarkup(frame: Frame) {
  return frame.locator('#storybook-root').evaluate((root) => root.innerHTML);
}

test('a Copy link opened in a new browser context lands in the same state and the same page', async ({
  browser,
}) => {
  const qa = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await qa.newPage();
  await page.goto(`${storybook}/?path=/story/${STORY}`);
  const canvas = await storyFrame(page);
  await page.getByRole('tab', { name: 'Flows' }).click();
  const player = page.getByRole('region', { name: 'Flow player' });

  // QA's part: the sign-in call fails with the contract's 403, credentials typed, the form submitted.
  const chooser = player.getByRole('combobox', { name: /login › signIn/ });
  const deactivated = chooser.locator('option', { hasText: /^403 This account is deactivated/ });
  await chooser.selectOption({ label: (await deactivated.textContent())! });
  await canvas.getByRole('textbox', { name: 'Username or Email' }).fill('member');
  await canvas.locator('input[name="password"]').fill('secret');
  await canvas.getByRole('button', { name: 'LOGIN' }).click();
  await expect(canvas.getByRole('alert')).toHaveText(DEACTIVATED);
  await expect(player.getByRole('status')).toHaveText(/^\d+ steps recorded$/);

  await player.getByRole('button', { name: 'Copy link' }).click();
  await expect(player.getByText('Copied:')).toBeVisible();
  const link = await player.getByRole('textbox', { name: 'Link to this state' }).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(new URL(link).searchParams.get('flows')).toBeTruthy();
  const actors = await panelActors(page);
  const markup = await storyMarkup(canvas);
  expect(actors.find(({ path }) => path === 'login')?.card).toContain('state editing');
  // What was typed is in the markup compared below (React keeps an input's value attribute in step).
  expect(markup).toContain('value="member"');

  // Someone else opens it: a new context, nothing shared with QA's.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  const freshCanvas = await storyFrame(fresh);
  await expect(fresh.getByRole('region', { name: 'Flow player' }).getByRole('status')).toHaveText(
    /^Replayed \d+ steps\. Recorded since: 0\.$/,
  );
  await expect(freshCanvas.getByRole('alert')).toHaveText(DEACTIVATED);
  expect(await panelActors(fresh)).toEqual(actors);
  expect(await storyMarkup(freshCanvas)).toBe(markup);

  await other.close();
  await qa.close();
});

test('a page story opens on the Flows tab, the first; a component story on Controls', async ({
  page,
}) => {
  await page.goto(`${storybook}/?path=/story/${STORY}`);
  await storyFrame(page);
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Flows' }) });
  await expect(tabs.getByRole('tab').first()).toHaveText(/^Flows/);
  await expect(tabs.getByRole('tab', { name: 'Flows' })).toHaveAttribute('aria-selected', 'true');
  // A component story, opened afresh after a page story (where the Flows tab was shown), and back.
  await page.goto(`${storybook}/?path=/story/forms-textfield--default`);
  await storyFrame(page);
  await expect(page.getByRole('tab', { name: /^Controls/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto(`${storybook}/?path=/story/${STORY}`);
  await storyFrame(page);
  await expect(page.getByRole('tab', { name: 'Flows' })).toHaveAttribute('aria-selected', 'true');
});

test("the flow player's docs page shows the player, not an error", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${storybook}/?path=/docs/tools-flow-player--docs`);
  const docs = page.frameLocator('#storybook-preview-iframe');
  // The page runs its first story only, in a page of its own (the story view's), its player plugged into its
  // page; the others are links to their own view. Their play functions type as QA does: two at once in one page
  // would take the keyboard from each other.
  const frames = docs.locator('iframe[src*="viewMode=story"]');
  // The docs page makes that frame once its own scripts have run: 4 s on an idle 2-core machine, past the
  // default 10 s while the other worker runs a journey (a clean-clone run); the test's own time bounds it.
  await expect(frames).toHaveCount(1, { timeout: 45_000 });
  await expect(docs.getByRole('link', { name: 'Cut Link' })).toHaveAttribute(
    'href',
    './?path=/story/tools-flow-player--cut-link',
  );
  // The story's frame loads the whole preview: its player is looked for once the story is rendered (past
  // Storybook's loading and rendering phases), however long a loaded machine takes.
  const storyFrame = (await (await frames.elementHandle())!.contentFrame())!;
  const phaseIs = (phases: string[]) =>
    storyFrame.waitForFunction(
      (wanted) =>
        wanted.includes(
          (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
        ),
      phases,
    );
  await phaseIs(['playing', 'played', 'completing', 'completed', 'afterEach', 'finished']);
  // The first: the story's own (its play function may be showing a fresh page's player after it).
  await expect(
    frames.contentFrame().getByRole('region', { name: 'Flow player' }).first(),
  ).toBeVisible();
  await expect(docs.getByText('useFlowPlayer needs the withFlowPlayer decorator')).toHaveCount(0);
  // Its play function plays QA's part to its end (recorded, copied, replayed): one that fails says so in the
  // console, as React's warnings do.
  await phaseIs(['finished', 'errored', 'aborted']);
  expect(errors).toEqual([]);
});

test('a journey link whose refresh fails on the second call only lands on /login, which says the session ended', async ({
  browser,
}) => {
  const qa = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await qa.newPage();
  await page.goto(`${storybook}/?path=/story/journeys-admin--token-expires-on-each-page`);
  await storyFrame(page);
  const player = page.getByRole('region', { name: 'Flow player' });

  // QA's part: the refresh fails with the contract's 401 on its second call only; the journey restarted.
  const refresh = player.locator('[data-fake="api.refreshToken"]');
  const chooser = refresh.getByRole('combobox', { name: 'scripted API › refreshToken' });
  const refused = chooser.locator('option', { hasText: /^401 / }).first();
  await chooser.selectOption({ label: (await refused.textContent())! });
  await refresh.getByRole('spinbutton', { name: /^Only call number/ }).fill('2');
  await player.getByRole('button', { name: 'Restart with these scenarios' }).click();
  const canvas = await storyFrame(page);
  // The restarted journey's first refresh (View Members' loads) is answered; the session's next one is refused.
  await expect(canvas.getByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
  await player
    .locator('[data-actor="session"]')
    .getByRole('button', { name: 'refresh.needed', exact: true })
    .click();
  await expect(canvas.getByText(SESSION_ENDED)).toBeVisible();
  await expect(canvas.getByTestId('journey-address')).toHaveText(/^\/login/);

  await player.getByRole('button', { name: 'Copy link' }).click();
  const link = await player.getByRole('textbox', { name: 'Link to this state' }).inputValue();

  // Someone else opens it: a new context; the same two refreshes, the second refused, and /login says why.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  const freshCanvas = await storyFrame(fresh);
  await expect(freshCanvas.getByText(SESSION_ENDED)).toBeVisible();
  await expect(freshCanvas.getByTestId('journey-address')).toHaveText(/^\/login/);
  // Its call log, newest first: the refused refresh after the answered one (not a first refresh refused).
  const refreshes = fresh
    .getByRole('region', { name: 'Flow player' })
    .getByRole('list', { name: 'Calls, newest first' })
    .locator('[data-call]')
    .filter({ hasText: 'refreshToken' });
  await expect(refreshes).toHaveCount(2);
  expect(await refreshes.evaluateAll((calls) => calls.map((call) => call.dataset.status))).toEqual([
    '401',
    '200',
  ]);
  await other.close();
  await qa.close();
});
