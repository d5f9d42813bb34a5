import {
  FIELD_LIMITS,
  messages,
  type AdminDetails,
  type AdminListResponse,
  type MessageResponse,
} from '@mijas/api';
import type { adminListMachine, LoadAdminsInput, rowActionMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { CURRENT_LOCATION, PageHarness } from '../../../testing/page-harness.tsx';
import { pending as never, failing, identityError, failsWith } from '@mijas/flows/actors';
import { demoAdmins, detailsOf, loadAdminsFrom, pageOfAdmins } from './fixtures.ts';
import { ViewAdmins } from './view-admins.tsx';
import { SuperadminPanelRoute } from '../superadmin-panel.tsx';
import { listEvent, listShown, openRowDialog } from '@mijas/flows/list-story';
import {
  portal,
  reached,
  rightClickMenu,
  rowOf,
  toastShown,
  visible,
} from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyText } from '../../../testing/story-locale.ts';

const ok = fromPromise<MessageResponse, unknown>(async () => ({ message: 'OK' }));

function flows({
  list = loadAdminsFrom(demoAdmins),
  details = fromPromise<AdminDetails, { id: string }>(async ({ input }) =>
    detailsOf(demoAdmins.find((admin) => admin.id === input.id)!),
  ),
  action = ok,
}: {
  list?: unknown;
  details?: unknown;
  action?: unknown;
} = {}): Record<string, FlowImplementations> {
  return {
    adminList: { actors: { loadPage: list } },
    // The dialogs' machines, children of the page's machine.
    adminDetails: { actors: { loadDetails: details } },
    rowAction: { actors: { runAction: action } },
  };
}

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

function Harness({
  url = '/superadmin/view-admins',
  flows: implementations = flows(),
}: {
  url?: string;
  flows?: Record<string, FlowImplementations>;
}) {
  return (
    <PageHarness
      path="/superadmin/view-admins"
      url={url}
      {...asRoot}
      flows={implementations}
      trackLocation
    >
      <SuperadminPanelRoute>
        <ViewAdmins />
      </SuperadminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/View Admins',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table, once its first page is shown. */
async function loadedTable(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  await canvas.findByRole('cell', { name: 'lina.khalil' });
  return canvas;
}

/** The list, the root panel's child, as the story's events name it. */
const LIST = 'superadminPanel/adminList';
/** The list's events. */
const list = (event: Parameters<typeof send<typeof adminListMachine>>[1]) =>
  send<typeof adminListMachine>(LIST, event);
/** A row's dialog, opened once the row is shown (as its menu does). */
const open = (
  row: (typeof demoAdmins)[number],
  dialog: 'details' | 'action',
  action?: 'activateAdmin' | 'deactivateAdmin' | 'sendVerificationEmail',
) => openRowDialog(LIST, dialog, row, action);
/** The open row action's answer to its question. */
const answer = (type: 'action.confirm' | 'action.cancel') =>
  send<typeof rowActionMachine>(`${LIST}/action`, { type });

const [lina, omar, rana, yousef] = demoAdmins as [
  (typeof demoAdmins)[number],
  (typeof demoAdmins)[number],
  (typeof demoAdmins)[number],
  (typeof demoAdmins)[number],
];

/** The page's texts in the story's language. */
const text = () => storyText().text.superadmin.viewAdmins;

/** The dialog named `name`, open (dialogs are portaled). */
async function openDialogNamed(canvasElement: HTMLElement, name: string) {
  const dialog = await portal(canvasElement).findByRole('dialog', { name });
  await visible(dialog);
  return dialog;
}

/** loading: the search is there, the table busy with 'Loading...', no page buttons yet. */
export const Loading: Story = {
  args: { flows: flows({ list: never<AdminListResponse, LoadAdminsInput>() }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('search', { name: copy.text.superadmin.viewAdmins.search.label }),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(copy.text.common.ui.loading)).toBeInTheDocument();
    await expect(
      canvas.queryByRole('navigation', { name: copy.text.superadmin.viewAdmins.pagesLabel }),
    ).toBeNull();
  },
};

/** loaded: the first page of twelve admins, their statuses, N/A for what is missing, the page buttons. */
export const Loaded: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent(text().total(12));
    const omarRow = within(rowOf(canvasElement, 'omar.saleh'));
    await expect(omarRow.getByText(copy.text.superadmin.viewAdmins.inactive)).toBeVisible();
    await expect(omarRow.getByText(copy.text.superadmin.viewAdmins.verified)).toBeVisible();
    const ranaRow = within(rowOf(canvasElement, 'rana.haddad'));
    await expect(ranaRow.getByText(copy.text.superadmin.viewAdmins.notVerified)).toBeVisible();
    const emailOnly = within(rowOf(canvasElement, 'yousef.nasser'));
    await expect(emailOnly.getAllByText(copy.text.common.notAvailable)).toHaveLength(2);
    const pages = canvas.getByRole('navigation', {
      name: copy.text.superadmin.viewAdmins.pagesLabel,
    });
    await expect(
      within(pages).getByRole('button', { name: copy.text.common.ui.page(1) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** loaded, page 2 (the page button): its rows numbered on from 11, the page in the URL. */
export const SecondPage: Story = {
  parameters: {
    events: [listEvent(LIST, { type: 'page.change', page: 2 }, listShown)],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'hala.masri' });
    await expect(canvas.getByRole('cell', { name: '11' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'lina.khalil' })).toBeNull();
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      '/superadmin/view-admins?page=2',
    );
    const pages = canvas.getByRole('navigation', {
      name: copy.text.superadmin.viewAdmins.pagesLabel,
    });
    await expect(
      within(pages).getByRole('button', { name: copy.text.common.ui.page(2) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** loaded, one page: no page buttons. */
export const OnePageHasNoPageButtons: Story = {
  args: { flows: flows({ list: loadAdminsFrom(demoAdmins.slice(0, 3)) }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text().total(3));
    await expect(
      canvas.queryByRole('navigation', { name: copy.text.superadmin.viewAdmins.pagesLabel }),
    ).toBeNull();
  },
};

/** loaded, no admins: 'No admins found.' */
export const Empty: Story = {
  args: { flows: flows({ list: loadAdminsFrom([]) }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.lists.noAdmins)).toBeVisible();
  },
};

/** failed: the message and Try again. */
export const Failed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { flows: flows({ list: failing<AdminListResponse, LoadAdminsInput>() }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.lists.adminsFailed,
    );
    await expect(
      canvas.getByRole('button', { name: copy.text.superadmin.viewAdmins.retry }),
    ).toBeVisible();
  },
};

/** failed, then Try again: the list loads, the message is gone. */
export const RetryAfterFailure: Story = {
  args: {
    flows: flows({
      list: (() => {
        let calls = 0;
        return fromPromise<AdminListResponse, LoadAdminsInput>(async ({ input }) => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return pageOfAdmins(demoAdmins, input);
        });
      })(),
    }),
  },
  // Taken only by the failed list.
  parameters: { events: [list({ type: 'list.reload' })] },
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(text().total(12));
  },
};

/** The search by full name, typed in part: the one admin it finds (filtered on the client too). */
const byFullName = [
  list({ type: 'search.byChange', searchBy: 'fullName' }),
  list({ type: 'search.change', value: 'rana had' }),
  listEvent(LIST, { type: 'search.submit' }, listShown),
];

/** loaded, searched by full name: one admin, the search kept in the box and the URL. */
export const SearchByFullName: Story = {
  parameters: { events: byFullName },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'rana.haddad' });
    await expect(canvas.queryByRole('cell', { name: 'lina.khalil' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(text().total(1));
    const search = within(
      canvas.getByRole('search', { name: copy.text.superadmin.viewAdmins.search.label }),
    );
    await expect(
      search.getByRole('combobox', { name: copy.text.superadmin.viewAdmins.search.searchBy }),
    ).toHaveTextContent(copy.text.superadmin.viewAdmins.columns.fullName);
    await expect(search.getByRole('searchbox', { name: text().search.value })).toHaveValue(
      'rana had',
    );
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      '/superadmin/view-admins?searchBy=fullName&search=rana+had',
    );
  },
};

/** loaded after Clear: every admin again, the box empty, the search out of the URL. */
export const SearchCleared: Story = {
  parameters: {
    events: [...byFullName, listEvent(LIST, { type: 'search.clear' }, listShown)],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text().total(12));
    await expect(canvas.getByRole('searchbox', { name: text().search.value })).toHaveValue('');
    await expect(
      canvas.getByRole('combobox', { name: copy.text.superadmin.viewAdmins.search.searchBy }),
    ).toHaveTextContent(copy.text.superadmin.viewAdmins.columns.username);
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      /^\/superadmin\/view-admins$/,
    );
  },
};

/** The keyboard alone: Enter in the box searches (a gesture, so this story types). */
export const EnterSearches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: text().search.value }),
      'omar{Enter}',
    );
    await canvas.findByRole('cell', { name: 'omar.saleh' });
    await expect(canvas.queryByRole('cell', { name: 'lina.khalil' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(text().total(1));
  },
};

/** A search from the URL that finds nothing: the message, the box and the field as the URL says. */
export const SearchFindsNothing: Story = {
  args: { url: '/superadmin/view-admins?searchBy=email&search=nobody' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.lists.noAdmins)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: text().search.value })).toHaveValue(
      'nobody',
    );
    // The box takes no more than the contract's search limit.
    await expect(canvas.getByRole('searchbox', { name: text().search.value })).toHaveAttribute(
      'maxLength',
      String(FIELD_LIMITS.searchMax),
    );
    await expect(
      canvas.getByRole('combobox', { name: copy.text.superadmin.viewAdmins.search.searchBy }),
    ).toHaveTextContent(copy.text.superadmin.viewAdmins.columns.email);
  },
};

/** Admin Details open, loading. */
export const DetailsLoading: Story = {
  args: { flows: flows({ details: never<AdminDetails, { id: string }>() }) },
  parameters: { events: [open(lina, 'details')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = await openDialogNamed(canvasElement, copy.text.superadmin.details.title);
    await visible(within(dialog).getByText(copy.messages.adminDetails.loading));
  },
};

/** Admin Details open, loaded: every field, N/A for what the admin has not given. */
export const Details: Story = {
  parameters: { chromatic: pageSnapshot, events: [open(yousef, 'details')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const details = within(
      await openDialogNamed(canvasElement, copy.text.superadmin.details.title),
    );
    await details.findByText('yousef.nasser@mijas.example.com');
    await visible(details.getByText(yousef.id));
    await expect(details.getAllByText(copy.text.common.notAvailable).length).toBeGreaterThanOrEqual(
      8,
    );
    await expect(details.getAllByText(copy.text.common.no)).toHaveLength(1);
    await visible(details.getByText(copy.text.common.yes));
  },
};

/** Admin Details open, failed: the server's message, Try again and Close. */
export const DetailsFailed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: {
    // The server's answer, in the story's language when called.
    flows: flows({
      details: failsWith(() => identityError(404, 'Error', messages.api.adminNotFound)),
    }),
  },
  parameters: { events: [open(lina, 'details')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = within(await openDialogNamed(canvasElement, copy.text.superadmin.details.title));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      copy.messages.api.adminNotFound,
    );
    await expect(
      dialog.getByRole('button', { name: copy.text.superadmin.viewAdmins.retry }),
    ).toBeVisible();
    await expect(
      dialog.getAllByRole('button', { name: copy.text.superadmin.details.close }).at(-1),
    ).toBeVisible();
  },
};

/** Deactivate Admin asks first: the question names the admin. */
export const DeactivateConfirming: Story = {
  parameters: { events: [open(lina, 'action', 'deactivateAdmin')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = await openDialogNamed(
      canvasElement,
      copy.text.superadmin.viewAdmins.confirm.title,
    );
    await expect(dialog).toHaveTextContent(
      copy.messages.adminActionConfirm.deactivateAdmin('lina.khalil'),
    );
    await expect(
      within(dialog).getByRole('button', { name: copy.text.superadmin.viewAdmins.confirm.confirm }),
    ).toBeEnabled();
    await expect(
      within(dialog).getByRole('button', { name: copy.text.superadmin.viewAdmins.confirm.cancel }),
    ).toBeEnabled();
  },
};

/** Deactivate Admin confirmed, under way: 'Deactivating...', nothing to press. */
export const Deactivating: Story = {
  args: { flows: flows({ action: never<MessageResponse>() }) },
  parameters: { events: [open(lina, 'action', 'deactivateAdmin'), answer('action.confirm')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = within(
      await openDialogNamed(canvasElement, copy.text.superadmin.viewAdmins.confirm.title),
    );
    await expect(
      await dialog.findByRole('button', { name: text().confirm.confirming }),
    ).toBeDisabled();
    await expect(
      dialog.getByRole('button', { name: copy.text.superadmin.viewAdmins.confirm.cancel }),
    ).toBeDisabled();
  },
};

/** Deactivated: the toast, the row Inactive at once, the dialog gone. */
export const DeactivateAfterConfirming: Story = {
  parameters: {
    chromatic: pageSnapshot,
    events: [open(lina, 'action', 'deactivateAdmin'), answer('action.confirm')],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    await toastShown(canvasElement, copy.messages.adminToasts.deactivated);
    // The dialog closed: the page behind it is no longer hidden from the row queries.
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(rowOf(canvasElement, 'lina.khalil')).getByText(
        copy.text.superadmin.viewAdmins.inactive,
      ),
    ).toBeVisible();
  },
};

/** Cancelled: the dialog gone, the admin still active. */
export const DeactivateCancelled: Story = {
  parameters: { events: [open(lina, 'action', 'deactivateAdmin'), answer('action.cancel')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    // The dialog closed: the page behind it is no longer hidden from the row queries.
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(rowOf(canvasElement, 'lina.khalil')).getByText(copy.text.superadmin.viewAdmins.active),
    ).toBeVisible();
  },
};

/** Refused by the server: the error toast with its reason, the admin still active. */
export const DeactivateFails: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: {
    flows: flows({
      // The server's answer, in the story's language when called.
      action: failsWith(() => identityError(400, 'Error', messages.api.cannotChangeOwnStatus)),
    }),
  },
  parameters: { events: [open(lina, 'action', 'deactivateAdmin'), answer('action.confirm')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    await toastShown(canvasElement, copy.messages.adminToasts.deactivateFailed);
    await visible(portal(canvasElement).getByText(copy.messages.api.cannotChangeOwnStatus));
    // The dialog closed: the page behind it is no longer hidden from the row queries.
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(rowOf(canvasElement, 'lina.khalil')).getByText(copy.text.superadmin.viewAdmins.active),
    ).toBeVisible();
  },
};

/** Activate Admin runs at once: the toast, the row Active. */
export const Activate: Story = {
  parameters: { events: [open(omar, 'action', 'activateAdmin')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    await toastShown(canvasElement, copy.messages.adminToasts.activated);
    await expect(
      within(rowOf(canvasElement, 'omar.saleh')).getByText(copy.text.superadmin.viewAdmins.active),
    ).toBeVisible();
  },
};

/** Activate Admin fails: the error toast, the row still Inactive. */
export const ActivateFails: Story = {
  args: { flows: flows({ action: failing<MessageResponse>() }) },
  parameters: { events: [open(omar, 'action', 'activateAdmin')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    await toastShown(canvasElement, copy.messages.adminToasts.activateFailed);
    await expect(
      within(rowOf(canvasElement, 'omar.saleh')).getByText(
        copy.text.superadmin.viewAdmins.inactive,
      ),
    ).toBeVisible();
  },
};

/** Send Verification Email (an unverified admin): the toast. */
export const SendVerificationEmail: Story = {
  parameters: { events: [open(rana, 'action', 'sendVerificationEmail')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    await toastShown(canvasElement, copy.messages.adminToasts.verificationSent);
    await expect(
      within(rowOf(canvasElement, 'rana.haddad')).getByText(
        copy.text.superadmin.viewAdmins.notVerified,
      ),
    ).toBeVisible();
  },
};

/** Send Verification Email fails: the error toast. */
export const SendVerificationEmailFails: Story = {
  args: { flows: flows({ action: failing<MessageResponse>() }) },
  parameters: { events: [open(rana, 'action', 'sendVerificationEmail')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    await toastShown(canvasElement, copy.messages.adminToasts.verificationFailed);
  },
};

/**
 * A right-click on a row opens its menu (a gesture, so this story clicks): a verified admin is offered no
 * verification email; choosing Deactivate Admin opens its question.
 */
export const RightClickRowMenu: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await loadedTable(canvasElement);
    const menu = await rightClickMenu(
      canvasElement,
      'lina.khalil',
      copy.text.superadmin.viewAdmins.rowActions('lina.khalil'),
    );
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      copy.text.superadmin.viewAdmins.menu.viewDetails,
      copy.text.superadmin.viewAdmins.menu.deactivateAdmin,
    ]);
    await userEvent.click(
      within(menu).getByRole('menuitem', {
        name: copy.text.superadmin.viewAdmins.menu.deactivateAdmin,
      }),
    );
    const dialog = await openDialogNamed(
      canvasElement,
      copy.text.superadmin.viewAdmins.confirm.title,
    );
    await expect(dialog).toHaveTextContent('lina.khalil');
  },
};

/** A phone-narrow table: the options button opens the same menu, from the keyboard too (a gesture). */
export const PhoneOptionsButton: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await loadedTable(canvasElement);
    const button = canvas.getByRole('button', {
      name: copy.text.superadmin.viewAdmins.rowActions('omar.saleh'),
    });
    await expect(button).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await portal(canvasElement).findByRole('menu', {
      name: copy.text.superadmin.viewAdmins.rowActions('omar.saleh'),
    });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      copy.text.superadmin.viewAdmins.menu.viewDetails,
      copy.text.superadmin.viewAdmins.menu.activateAdmin,
    ]);
  },
};

/** Shift+F10 on a focused row opens its menu, as a right-click does (a gesture). */
export const KeyboardRowMenu: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await loadedTable(canvasElement);
    rowOf(canvasElement, 'rana.haddad').focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await portal(canvasElement).findByRole('menu', {
      name: copy.text.superadmin.viewAdmins.rowActions('rana.haddad'),
    });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      copy.text.superadmin.viewAdmins.menu.viewDetails,
      copy.text.superadmin.viewAdmins.menu.sendVerificationEmail,
      copy.text.superadmin.viewAdmins.menu.deactivateAdmin,
    ]);
  },
};
