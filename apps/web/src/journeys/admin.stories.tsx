import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MEMBERSHIP_ACTION_TYPES,
  messages,
  PAGE_SIZE,
  renewedExpiry,
  runningExpiry,
  type MemberListItem,
  type MembershipAction,
  formatReceiptNumber,
} from '@mijas/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bareMember, demoMembers } from '../features/admin/view-members/fixtures.ts';
import { adminInfo } from '../features/admin/sub-page/fixtures.ts';
import { portal, rightClickMenu, rowOf, visible } from '@mijas/flows/story-helpers';
import { createScriptedApi, type Script } from '@mijas/flows/scripted-api';
import type { Club } from '@mijas/flows/club';
import { adminAccount, createClub } from './accounts.ts';
import { JOURNEY_ADDRESS, journey } from './journey.tsx';
import { expectScriptKept } from './journey-helpers.ts';
import { startingWith, storyText } from '../testing/story-locale.ts';

/** Journeys of an admin (docs/storybook-and-flows.md "Journeys"): View Members, then the admin panel's sub-pages. */
const meta = {
  title: 'Journeys/Admin',
  tags: ['!autodocs'],
  parameters: { bleed: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const fullName = (member: MemberListItem) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || null;

/**
 * The club's members as the admin's calls see them: the list and its search, the renewals (each kept in the
 * membership history, newest first) and the history search's suggestions.
 */
function membersDesk(club: Club): Script {
  const members = demoMembers.map((member) => ({ ...member }));
  const actions: MembershipAction[] = [];
  let renewals = 0;
  return {
    adminInfo: (request) => club.signedIn(request, () => ({ body: adminInfo })),
    // The admin panel's count of new applications (issue 21): none here.
    listApplications: (request) =>
      club.signedIn(request, () => ({ body: { forms: [], totalCount: 0, newCount: 0 } })),
    // The admin panel's count of pending renewal requests (issue 34): none here.
    listRenewalRequests: (request) =>
      club.signedIn(request, () => ({ body: { renewalRequests: [], totalCount: 0 } })),
    // The Renew dialog's plans (issue 34): none here, the spec's dialog.
    adminPlans: (request) =>
      club.signedIn(request, () => ({
        body: { currency: 'JOD', exponent: 3, cliqAlias: null, iban: null, plans: [] },
      })),
    listMembers: (request) =>
      club.signedIn(request, () => {
        const page = Number(request.query.pageNumber ?? 1);
        const field = (['username', 'email', 'phoneNumber'] as const).find(
          (name) => request.query[name],
        );
        const needle = field ? (request.query[field] ?? '').toLowerCase() : '';
        const found = field
          ? members.filter((member) => (member[field] ?? '').toLowerCase().includes(needle))
          : members;
        return {
          body: {
            members: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
            totalCount: found.length,
          },
        };
      }),
    renewMembership: (request) =>
      club.signedIn(request, (admin) => {
        const member = members.find((candidate) => candidate.id === request.body.memberId);
        if (!member) return { status: 404, body: { message: messages.api.memberNotFound } };
        const running = runningExpiry(
          member.hasActiveMembership,
          member.membershipExpiry ? new Date(member.membershipExpiry) : null,
        );
        const expiry = renewedExpiry(running, new Date(), request.body.numberOfDays);
        if (!expiry) throw new Error('The journey renews within the limits');
        member.hasActiveMembership = true;
        member.membershipExpiry = expiry.toISOString();
        renewals += 1;
        const action: MembershipAction = {
          actionId: 100 + renewals,
          memberUserName: member.username,
          memberFullName: fullName(member),
          madeByUserName: admin.username,
          createdAt: new Date().toISOString(),
          actionType: MEMBERSHIP_ACTION_TYPES.renewal,
          expiryTime: member.membershipExpiry,
          renewalId: renewals,
        };
        actions.unshift(action);
        return {
          body: {
            // The server's own words, in the request's language (read when it answers).
            message: messages.memberToasts.renewed,
            actionId: action.actionId,
            renewalId: renewals,
            expiryDate: member.membershipExpiry,
            receiptNumber: formatReceiptNumber(2026, renewals),
          },
        };
      }),
    membershipHistory: (request) =>
      club.signedIn(request, () => {
        const exact = request.query.MemberUsername;
        const part = request.query.Username?.toLowerCase();
        const found = actions.filter((action) =>
          exact
            ? action.memberUserName === exact
            : !part || action.memberUserName.toLowerCase().includes(part),
        );
        return { body: { membershipActions: found, totalCount: found.length } };
      }),
    memberSuggestions: (request) =>
      club.signedIn(request, () => {
        const needle = (request.query.search ?? '').toLowerCase();
        const found = members
          .filter((member) => member.username.includes(needle))
          .slice(0, 10)
          .map((member) => ({
            id: member.id,
            username: member.username,
            fullName: fullName(member),
          }));
        return { body: { members: found } };
      }),
  };
}

/** The admin's pages' texts in the story's language. */
const adminText = () => storyText().text.admin;

/** The Membership Status of `username`'s row (the cell under that column's header). */
function membershipCell(canvasElement: HTMLElement, username: string) {
  const header = within(canvasElement).getByRole('columnheader', {
    name: adminText().viewMembers.columns.membershipStatus,
  });
  const row = rowOf(canvasElement, username);
  return row.children[[...header.parentElement!.children].indexOf(header)] as HTMLElement;
}

/**
 * An admin renews a member's membership in View Members (the row's menu, the dialog, the toast and the row
 * updated), then opens that member's membership history from the admin panel and finds the renewal.
 */
export const RenewThenHistory: Story = journey({
  url: '/view-members',
  setup: () => {
    const club = createClub();
    return { club, api: createScriptedApi({ ...membersDesk(club), logout: club.logout }) };
  },
  stored: ({ club }) => club.storedSession(adminAccount),
  play: async ({ canvasElement, setup: { api } }) => {
    const { viewMembers, adminShell, membershipHistory } = adminText();
    const said = storyText().messages;
    const canvas = within(canvasElement);
    const member = bareMember.username;

    await expect(
      await canvas.findByRole('heading', { level: 1, name: viewMembers.title }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: member });
    await expect(membershipCell(canvasElement, member)).toHaveTextContent(
      startingWith(viewMembers.inactive),
    );

    // A right-click on the row (on a wide screen the row's options button is hidden).
    const menu = await rightClickMenu(canvasElement, member, viewMembers.rowActions(member));
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: viewMembers.menu.renewMembership }),
    );
    const dialog = within(
      await portal(canvasElement).findByRole('dialog', { name: viewMembers.renew.title }),
    );
    await userEvent.type(
      dialog.getByRole('spinbutton', { name: startingWith(viewMembers.renew.days) }),
      '30',
    );
    await userEvent.type(
      dialog.getByRole('spinbutton', { name: startingWith(viewMembers.renew.amount) }),
      '25.5',
    );
    await userEvent.click(dialog.getByRole('button', { name: viewMembers.renew.submit }));
    // The toast (it slides in: visible once its entrance ends).
    await visible(await portal(canvasElement).findByText(said.memberToasts.renewed));
    await waitFor(() =>
      expect(membershipCell(canvasElement, member)).toHaveTextContent(
        startingWith(viewMembers.active),
      ),
    );
    await expect(api.callsTo('renewMembership').map((call) => call.body)).toEqual([
      { memberId: bareMember.id, numberOfDays: 30, amount: 25.5, method: 'cash' },
    ]);

    // The admin panel's Membership History, that member picked.
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: adminShell.navLabel })).getByRole('link', {
        name: adminShell.nav.membershipHistory,
      }),
    );
    const box = await canvas.findByRole('combobox', { name: membershipHistory.search.username });
    await userEvent.type(box, member.slice(0, 4));
    await userEvent.click(
      await portal(canvasElement).findByRole('option', { name: new RegExp(`^${member}`) }),
    );
    await expect(box).toHaveValue(member);
    const renewal = await canvas.findByRole('cell', {
      name: said.historyLabels.membershipActionTypes.renewal,
    });
    const row = within(renewal.closest('tr')!);
    await expect(row.getByText(member)).toBeVisible();
    await expect(row.getByText(adminAccount.username)).toBeVisible();
    await expect(canvas.getByTestId(JOURNEY_ADDRESS)).toHaveTextContent(
      `/admin/membership-history?by=member&username=${member}`,
    );
    await expectScriptKept(api);
  },
});

/**
 * The admin's access token expires on each page (five minutes go by on View Members): View Members' loads wait
 * for one refresh, Membership History's first call (the member's suggestions) for a second. The Flows panel steers the scripted API: with
 * "scripted API › refreshToken" failing on call 2 only, the admin lands on /login, which says the session ended
 * (tests/e2e/copy-link.spec.ts opens such a link).
 */
export const TokenExpiresOnEachPage: Story = {
  ...journey({
    url: '/view-members',
    setup: () => {
      const club = createClub();
      return {
        club,
        api: createScriptedApi({
          ...membersDesk(club),
          refreshToken: club.refreshToken,
          logout: club.logout,
        }),
      };
    },
    stored: ({ club }) => {
      const stored = club.storedSession(adminAccount);
      club.expireAccess(adminAccount);
      return stored;
    },
    play: async ({ canvasElement, setup: { api, club } }) => {
      const { viewMembers, adminShell, membershipHistory } = adminText();
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: viewMembers.title }),
      ).toBeVisible();
      await canvas.findByRole('cell', { name: bareMember.username });
      await expect(api.callsTo('refreshToken')).toHaveLength(1);

      club.expireAccess(adminAccount);
      await userEvent.click(
        within(canvas.getByRole('navigation', { name: adminShell.navLabel })).getByRole('link', {
          name: adminShell.nav.membershipHistory,
        }),
      );
      await expect(
        await canvas.findByRole('heading', { level: 1, name: membershipHistory.title }),
      ).toBeVisible();
      // The member's suggestions are this page's first call.
      await userEvent.type(
        await canvas.findByRole('combobox', { name: membershipHistory.search.username }),
        bareMember.username.slice(0, 4),
      );
      await portal(canvasElement).findByRole('option', {
        name: new RegExp(`^${bareMember.username}`),
      });
      await expect(api.callsTo('refreshToken')).toHaveLength(2);
      await expect(canvas.getByTestId(JOURNEY_ADDRESS)).toHaveTextContent(
        /^\/admin\/membership-history/,
      );
      await expectScriptKept(api);
    },
  }),
  // In the Arabic run too (storybook-ar): the journey in the story's language.
  tags: ['arabic'],
};
