import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoMember } from '../features/member/fixtures.ts';
import { createScriptedApi } from '@mijas/flows/scripted-api';
import { createClub, memberAccount, memberPanel } from './accounts.ts';
import { JOURNEY_ADDRESS, journey } from './journey.tsx';
import { callLog, expectScriptKept, playerCallLog } from './journey-helpers.ts';
import { storyText } from '../testing/story-locale.ts';

/**
 * Journeys of a session that expires (docs/storybook-and-flows.md "Journeys"): a member comes back to the member panel with the
 * session this browser kept, and the server no longer takes its access token.
 */
const meta = {
  title: 'Journeys/Session',
  tags: ['!autodocs'],
  parameters: { bleed: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADS = '(memberSelf|membershipInfo|memberCard|memberRenewalRequests)';

/** The panel's four loads, in any order, with `status`. */
const allLoads = (status: number) =>
  Array.from({ length: 4 }, () => expect.stringMatching(new RegExp(`^${LOADS} ${status}$`)));

/**
 * The access token expired: the member panel's four loads (`/api/v1/Member`, `/api/v1/Member/membership-info`
 * and `/api/v1/Member/card`, made together) all get 401, the session refreshes once (the refresh answers slowly,
 * so all wait for the same one), all are made again with the new token and the panel shows them.
 */
export const ExpiredTokenRefreshedOnce: Story = journey({
  url: '/member',
  setup: () => {
    const club = createClub();
    const api = createScriptedApi({
      ...memberPanel(club),
      refreshToken: async (request) => ({ ...club.refreshToken(request), delayMs: 300 }),
    });
    return { api, club };
  },
  stored: ({ club }) => {
    const stored = club.storedSession(memberAccount);
    club.expireAccess(memberAccount);
    return stored;
  },
  play: async ({ canvasElement, setup: { api } }) => {
    const { membership } = storyText().text.member;
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: membership.cardTitle }));
    await expect(await card.findByText(demoMember.username)).toBeVisible();
    await expect(card.getByText(membership.active)).toBeVisible();
    await expect(canvas.getByTestId(JOURNEY_ADDRESS)).toHaveTextContent(/^\/member$/);

    await waitFor(() => expect(api.calls).toHaveLength(9));
    await expect(api.callsTo('refreshToken')).toHaveLength(1);
    await expect(callLog(api)).toEqual([...allLoads(401), 'refreshToken 200', ...allLoads(200)]);
    // The four retries carried the refreshed token, not the expired one.
    const [first, second, third, fourth, , retried, again, more, last] = api.calls;
    await expect(first?.token).toBe(second?.token);
    await expect(third?.token).toBe(first?.token);
    await expect(fourth?.token).toBe(first?.token);
    await expect(retried?.token).not.toBe(first?.token);
    await expect(again?.token).toBe(retried?.token);
    await expect(more?.token).toBe(retried?.token);
    await expect(last?.token).toBe(retried?.token);
    // The Flows panel's call log, newest first: the four replays with the new token, the one refresh, and the
    // four 401s of the expired token, each waiting for that refresh and replayed.
    const load = `${LOADS} GET /api/v1/Member\\S*`;
    await waitFor(() =>
      expect(playerCallLog()).toEqual([
        ...[9, 8, 7, 6].map((id) =>
          expect.stringMatching(new RegExp(`^#${id} ${load} 200 · access #2 · replay of #[1234]$`)),
        ),
        '#5 refreshToken POST /api/v1/User/refresh-token 200 · refresh #1',
        ...[4, 3, 2, 1].map((id) =>
          expect.stringMatching(
            new RegExp(
              `^#${id} ${load} 401 · access #1 · waited for refresh #5, replayed as #[6789]$`,
            ),
          ),
        ),
      ]),
    );
    // Each 401 replayed once, by its own replay.
    const replays = playerCallLog().map((row) => /replay(?:ed as| of) #(\d)/.exec(row)?.[1]);
    await expect(new Set(replays.slice(0, 4)).size).toBe(4);
    await expect(new Set(replays.slice(5)).size).toBe(4);
    await expectScriptKept(api);
  },
});

/** The refresh is refused too (the session was revoked): /login, which says the session ended. */
export const RefreshRefused: Story = {
  ...journey({
    url: '/member',
    setup: () => {
      const club = createClub();
      const api = createScriptedApi({ ...memberPanel(club), refreshToken: club.refreshToken });
      return { api, club };
    },
    stored: ({ club }) => {
      const stored = club.storedSession(memberAccount);
      club.revoke(memberAccount);
      return stored;
    },
    play: async ({ canvasElement, setup: { api } }) => {
      const { text, messages } = storyText();
      const canvas = within(canvasElement);
      // The member panel first (loading), then the login page.
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text.auth.login.title }),
      ).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(messages.login.sessionEnded);
      await expect(canvas.getByRole('button', { name: text.auth.login.submit })).toBeEnabled();
      await expect(canvas.getByTestId(JOURNEY_ADDRESS)).toHaveTextContent(
        /^\/login\?redirect=%2Fmember$/,
      );
      await expect(api.callsTo('refreshToken')).toHaveLength(1);
      await expect(callLog(api)).toEqual([...allLoads(401), 'refreshToken 401']);
      await expectScriptKept(api);
    },
  }),
  // In the Arabic run too (storybook-ar): the journey in the story's language.
  tags: ['arabic'],
};
