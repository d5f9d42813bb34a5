import { ApiError, messages, type ApplicationListResponse } from '@mijas/api';
import type { addMemberFromApplicationMachine, applicationDetailsMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { answers, pending } from '@mijas/flows/actors';
import { openRowDialog } from '@mijas/flows/list-story';
import { CURRENT_LOCATION, NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { atLaptopWidth, portal, reached, rowOf } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { AddMemberPage } from '../add-member/add-member-page.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import { ApplicationsPage } from './applications-page.tsx';
import {
  detailsOf,
  applicationsFlows,
  applicationsPage,
  linkedApplication,
  omarInquiry,
  saraApplication,
  type ApplicationsFlowsOptions,
} from './fixtures.ts';
import { storyCatalogue, storyFormats, storyText } from '../../../testing/story-locale.ts';

/** Signed in as an admin (spread: `role` here is the harness's, not an ARIA role). */
const asAdmin = { role: 'admin' } as const;

/**
 * Applications in the admin panel's machine (its list the panel's child), at `url`; an address of another
 * sub-page (a hand-off) shows where the panel went.
 */
function Harness({
  url = '/admin/applications',
  flows = () => applicationsFlows(),
}: {
  url?: string;
  flows?: () => Record<string, FlowImplementations>;
}) {
  const [implementations] = useState(flows);
  return (
    <PageHarness
      path="/admin/applications"
      url={url}
      {...asAdmin}
      flows={implementations}
      trackLocation
    >
      <AdminPanelRoute>
        <ApplicationsPage />
      </AdminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Applications',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (options: ApplicationsFlowsOptions) => () => applicationsFlows(options);
const LIST = 'adminPanel/applicationsList';
const DIALOG = `${LIST}/details`;
const reply = (field: 'subject' | 'body', value: string) =>
  send<typeof applicationDetailsMachine>(DIALOG, { type: 'reply.change', field, value });
const replySubmit = send<typeof applicationDetailsMachine>(DIALOG, { type: 'reply.submit' });

async function dialogNamed(canvasElement: HTMLElement, name: string | RegExp) {
  return within(await portal(canvasElement).findByRole('dialog', { name }));
}

/** The page's texts in the story's language. */
const text = () => storyText().text.applications;
/** An application's dialog, named by its applicant as the page names it. */
const applicationDialog = (canvasElement: HTMLElement, name: string) =>
  dialogNamed(canvasElement, `${text().details.title}: ${name}`);
/** The button of a row's name, which opens its details. */
const openButton = (name: string) => ({ name: text().open(name) });

/** The new ones first: each type and status, the received time, the member created from one. */
export const Loaded: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('button', openButton(saraApplication.name));
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.text.applications.total(4));
    await expect(
      canvas.getByRole('radio', { name: copy.text.applications.statuses.new }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: copy.text.applications.filters.anyType }),
    ).toBeChecked();
    const sara = within(rowOf(canvasElement, saraApplication.email));
    await expect(sara.getByText(copy.text.applications.types['Join Us'])).toBeVisible();
    await expect(sara.getByText(copy.text.applications.notLinked)).toBeVisible();
    const linked = within(rowOf(canvasElement, linkedApplication.email));
    await expect(linked.getByText(copy.text.applications.statuses.handled)).toBeVisible();
    await expect(linked.getByText(copy.text.applications.linked)).toBeVisible();
    // The exact moment under the relative one.
    await expect(
      linked.getByText(storyFormats().dateTime(linkedApplication.createdAt)!, { exact: false }),
    ).toBeVisible();
  },
};

/** In a laptop's panel (1366 × 768, issue 30): all on screen, the applicant and status first. */
export const AtLaptopWidth: Story = {
  args: { url: '/admin/applications?status=all' },
  ...atLaptopWidth(() => [text().columns.name, text().columns.status]),
};
export const AtLaptopWidthInArabic: Story = {
  args: { url: '/admin/applications?status=all' },
  ...atLaptopWidth(['الاسم', 'الحالة']),
  globals: { locale: 'ar' },
};

/** The filters go to the URL (a reload keeps them) and start the list again. */
export const Filtered: Story = {
  args: { url: '/admin/applications?type=Inquiry&status=all' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: copy.text.applications.types.Inquiry }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: copy.text.applications.statuses.all }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole('radio', { name: copy.text.applications.statuses.archived }),
    );
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        '/admin/applications?type=Inquiry&status=archived',
      ),
    );
  },
};

/** No submission matches. */
export const Empty: Story = {
  args: { flows: answering({ list: async () => applicationsPage([]) }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.applications.noApplications)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.text.applications.total(0));
  },
};

/** Loading: the table busy. */
export const Loading: Story = {
  args: { flows: answering({ list: () => new Promise<ApplicationListResponse>(() => {}) }) },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list failed: the server's reason, and Try again. */
export const Failed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: {
    flows: answering({
      // The server's answer, in the story's language when called.
      list: () =>
        Promise.reject(
          new ApiError({ status: 503, body: { message: messages.api.serviceUnavailable } }),
        ),
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.api.serviceUnavailable)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.text.applications.retry })).toBeEnabled();
  },
};

/**
 * A row's name opens its details with the keyboard: every field, the status buttons, the reply form; Create
 * member from this application opens Add Member filled from it (the panel's hand-off: its address).
 */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const open = await canvas.findByRole('button', openButton(saraApplication.name));
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await applicationDialog(canvasElement, saraApplication.name);
    await expect(
      await dialog.findByRole('button', { name: copy.text.applications.details.markHandled }),
    ).toBeEnabled();
    await expect(
      dialog.getByRole('button', { name: copy.text.applications.details.archive }),
    ).toBeEnabled();
    await expect(
      dialog.queryByRole('button', { name: copy.text.applications.details.markNew }),
    ).toBeNull();
    await expect(
      dialog.getByRole('textbox', { name: copy.text.applications.details.subject }),
    ).toHaveValue(copy.messages.applications.replySubject('Join Us'));
    await expect(dialog.getByText(copy.text.applications.details.noReplies)).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: copy.text.applications.details.createMember }),
    );
    await expect(await within(canvasElement).findByTestId(NAVIGATED_TO)).toHaveTextContent(
      `/admin/add-member?from=${saraApplication.id}`,
    );
  },
};

/** The details of a handled application: who handled it, its member (a link to View Members), its reply. */
export const DetailsLinked: Story = {
  parameters: { events: [openRowDialog(LIST, 'details', linkedApplication)] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = await applicationDialog(canvasElement, linkedApplication.name);
    await expect(
      await dialog.findByText(copy.text.applications.details.alreadyMember),
    ).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: copy.text.applications.details.viewMember('rania.q') }),
    ).toHaveAttribute('href', '/admin/view-members?by=username&q=rania.q');
    await expect(dialog.getByText('Welcome to the club!', { exact: false })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: copy.text.applications.details.markNew }),
    ).toBeEnabled();
  },
};

/** A status change under way: its button says so, the others wait. */
export const StatusSaving: Story = {
  args: { flows: answering({ update: () => new Promise(() => {}) }) },
  parameters: {
    events: [
      openRowDialog(LIST, 'details', omarInquiry),
      send<typeof applicationDetailsMachine>(DIALOG, { type: 'status.set', status: 'archived' }),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = await applicationDialog(canvasElement, omarInquiry.name);
    await expect(
      dialog.getByRole('button', { name: copy.text.applications.details.working }),
    ).toBeDisabled();
    await expect(
      dialog.getByRole('button', { name: copy.text.applications.details.markHandled }),
    ).toBeDisabled();
  },
};

/** The reply could not be sent: the reason, and everything typed still there. */
export const ReplyError: Story = {
  args: {
    flows: answering({
      reply: () =>
        Promise.reject(
          // The server's answer, in the story's language when called.
          new ApiError({ status: 503, body: { message: messages.api.serviceUnavailable } }),
        ),
    }),
  },
  parameters: {
    events: [
      openRowDialog(LIST, 'details', saraApplication),
      reply('body', 'Welcome! Please visit the office on Monday.'),
      replySubmit,
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = await applicationDialog(canvasElement, saraApplication.name);
    await expect(await dialog.findByText(copy.messages.api.serviceUnavailable)).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: copy.text.applications.details.message }),
    ).toHaveValue('Welcome! Please visit the office on Monday.');
    await expect(
      dialog.getByRole('textbox', { name: copy.text.applications.details.subject }),
    ).toHaveValue(copy.messages.applications.replySubject('Join Us'));
  },
};

/** An empty reply: the contract's messages under the fields, nothing sent. */
export const ReplyInvalid: Story = {
  parameters: { events: [openRowDialog(LIST, 'details', saraApplication), replySubmit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = await applicationDialog(canvasElement, saraApplication.name);
    await expect(
      dialog.getByRole('textbox', { name: copy.text.applications.details.message }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** In Arabic, right to left. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { events: [openRowDialog(LIST, 'details', linkedApplication)] },
  play: async ({ canvasElement }) => {
    await reached(canvasElement);
    await expect(
      await portal(canvasElement).findByRole('dialog', {
        name: `الطلب: ${linkedApplication.name}`,
      }),
    ).toBeVisible();
  },
};

// --- Add Member filled from an application ------------------------------------------------------------------

/** Add Member in the admin panel's machine, filled from Sara's application (`?from=`). */
function AddMemberHarness({ createMember }: { createMember: AnyActorLogic }) {
  const flows: Record<string, FlowImplementations> = {
    addMemberFromApplication: {
      actors: {
        load: fromPromise(async () => detailsOf(saraApplication)),
        submit: createMember,
      },
    },
  };
  return (
    <PageHarness
      path="/admin/add-member"
      url={`/admin/add-member?from=${saraApplication.id}`}
      {...asAdmin}
      flows={flows}
      trackLocation
    >
      <AdminPanelRoute>
        <AddMemberPage showHeading />
      </AdminPanelRoute>
    </PageHarness>
  );
}

const createMember = answers<{ id: string; message: string }, { body: unknown }>(() => ({
  id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a10',
  message: 'Member created.',
}));

/** Add Member opened from an application (`?from=`): the name split, email, mobile and major filled. */
export const CreateMemberPrefilled: StoryObj<typeof AddMemberHarness> = {
  render: () => <AddMemberHarness createMember={createMember} />,
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByText(
        copy.text.applications.addMember.fromApplication(saraApplication.name),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.firstName }),
    ).toHaveValue('Sara');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.lastName }),
    ).toHaveValue('Al Haddad');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.applications.details.fields.email }),
    ).toHaveValue(saraApplication.email);
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.phoneNumber }),
    ).toHaveValue(saraApplication.mobile);
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.username }),
    ).toHaveValue('');
  },
};

/** The loaded application, still loading: the form waits. */
export const CreateMemberLoading: StoryObj<typeof AddMemberHarness> = {
  render: () => (
    <PageHarness
      path="/admin/add-member"
      url={`/admin/add-member?from=${saraApplication.id}`}
      {...asAdmin}
      flows={{ addMemberFromApplication: { actors: { load: pending() } } }}
    >
      <AdminPanelRoute>
        <AddMemberPage showHeading />
      </AdminPanelRoute>
    </PageHarness>
  ),
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // The form starts once its code and rules have come.
    await expect(
      await canvas.findByRole('form', { name: copy.text.admin.adminShell.nav.addMember }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const ADD = 'adminPanel/addMemberFromApplication';
/** Where the panel went once Add Member ended: back to the application, open in Applications. */
const backToTheApplication = async (canvasElement: HTMLElement) =>
  expect(await within(canvasElement).findByTestId(NAVIGATED_TO)).toHaveTextContent(
    `/admin/applications?open=${saraApplication.id}`,
  );
const addMemberTyped = [
  ['username', 'sara.h'],
  ['gender', 'F'],
  ['nationality', 'Jordan'],
  ['city', 'Amman'],
  ['addressDetails', 'Rainbow St 12'],
  ['dateOfBirth', '1995-04-02'],
].map(([field, value]) =>
  send<typeof addMemberFromApplicationMachine>(ADD, {
    type: 'field.change',
    field: field as never,
    value: value!,
  }),
);

/** The rest typed and sent: the member goes with the application's id, and the page returns to it. */
export const CreateMemberSent: StoryObj<typeof AddMemberHarness> = {
  render: () => <AddMemberHarness createMember={createMember} />,
  parameters: {
    events: [
      ...addMemberTyped,
      send<typeof addMemberFromApplicationMachine>(ADD, { type: 'form.submit' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await reached(canvasElement);
    await backToTheApplication(canvasElement);
    await expect(createMember.calls.at(-1)?.body).toMatchObject({
      submissionId: saraApplication.id,
      firstName: 'Sara',
      lastName: 'Al Haddad',
      username: 'sara.h',
    });
  },
};

/** Back to the application: the form is left unsent, and the page returns to the application. */
export const CreateMemberBack: StoryObj<typeof AddMemberHarness> = {
  render: () => <AddMemberHarness createMember={createMember} />,
  parameters: { events: addMemberTyped.slice(0, 2) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const calls = createMember.calls.length;
    await userEvent.click(
      await canvas.findByRole('button', { name: copy.text.applications.addMember.back }),
    );
    await backToTheApplication(canvasElement);
    await expect(createMember.calls).toHaveLength(calls);
  },
};

/** While the member is sent the way back waits (the answer may have created the member). */
export const CreateMemberSending: StoryObj<typeof AddMemberHarness> = {
  render: () => <AddMemberHarness createMember={pending()} />,
  parameters: {
    events: [
      ...addMemberTyped,
      send<typeof addMemberFromApplicationMachine>(ADD, { type: 'form.submit' }),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // The form, rendered from the panel's child in a deferred render, as its machine is now.
    await expect(
      await canvas.findByRole('button', { name: copy.text.applications.addMember.back }),
    ).toBeDisabled();
  },
};

/** In Arabic: العودة إلى الطلب. */
export const CreateMemberBackInArabic: StoryObj<typeof AddMemberHarness> = {
  globals: { locale: 'ar' },
  render: () => <AddMemberHarness createMember={createMember} />,
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'العودة إلى الطلب' })).toBeEnabled();
  },
};

/** An inquiry's details: its message as written (its lines kept), the language the reply is mailed in. */
export const DetailsMessage: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const open = await canvas.findByRole('button', openButton(omarInquiry.name));
    // The list shows the message on one line under the name.
    await expect(
      within(rowOf(canvasElement, omarInquiry.email)).getByText(
        /^Hello, Do you offer a family membership\? My wife/,
      ),
    ).toBeVisible();
    await userEvent.click(open);
    const dialog = await applicationDialog(canvasElement, omarInquiry.name);
    const message = await dialog.findByText(/Do you offer a family membership\?/);
    await expect(message.textContent).toBe(omarInquiry.message);
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    await expect(dialog.getByText(copy.text.applications.details.languages.en)).toBeVisible();
    await expect(
      dialog.getByText(
        `${copy.text.applications.details.replyTo(omarInquiry.email)} ${copy.text.applications.details.replyIn(copy.text.applications.details.languages.en)}`,
      ),
    ).toBeVisible();
  },
};
