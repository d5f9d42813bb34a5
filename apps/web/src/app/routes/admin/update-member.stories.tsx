import { messages, type MemberListItem, type UpdateMemberRequest } from '@mijas/api';
import type { updateMemberMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { member } from '../../../features/admin/sub-page/fixtures.ts';
import { answers, identityError, pending, resolves } from '@mijas/flows/actors';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { NAVIGATED_TO, PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { portal, reached, toastShown } from '@mijas/flows/story-helpers';
import { fill, send } from '@mijas/flows/story-state';
import { Component as UpdateMemberRoute } from './update-member.tsx';
import { formStories } from '../../../testing/form-stories.ts';
import { desktopSnapshot, pageSnapshot } from '@mijas/flows/page-snapshots';
import {
  storyCatalogue,
  storyNames,
  startingWith,
  storyText,
} from '../../../testing/story-locale.ts';
import { rejectsWith } from '../../../features/auth/fixtures.ts';

const ADMIN: TestRole = 'admin';

const saved = () =>
  answers<MemberListItem, { source: MemberListItem; body: UpdateMemberRequest }>(({ body }) => ({
    ...member,
    ...body,
    isActiveUser: body.isActive ?? member.isActiveUser,
  }));

function Harness({
  url = `/update-member?id=${member.id}`,
  state = { member },
  loadMember = resolves(member),
  saveMember = saved(),
}: {
  url?: string;
  /** Router state: the member the list passed, or `null` for a page opened by its address. */
  state?: { member: MemberListItem } | null;
  loadMember?: AnyActorLogic;
  saveMember?: AnyActorLogic;
}) {
  const flows: Record<string, FlowImplementations> = {
    updateMember: { actors: { load: loadMember, submit: saveMember } },
  };
  return (
    <PageHarness path="/update-member" url={url} state={state} role={ADMIN} flows={flows}>
      <UpdateMemberRoute />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Update Member',
  component: Harness,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedForm(canvasElement: HTMLElement) {
  return within(
    await (
      await reached(canvasElement)
    ).findByRole('form', { name: storyText().text.admin.updateMember.title }),
  );
}

const save = send<typeof updateMemberMachine>('updateMember', { type: 'form.submit' });

/** Filled from the member View Members passed along; the username cannot change. */
export const FromNavigationState: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const form = await loadedForm(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.admin.updateMember.title }),
    ).toBeVisible();
    const nav = within(
      canvas.getByRole('navigation', { name: copy.text.admin.adminShell.navLabel }),
    );
    await expect(
      nav.getByRole('link', { name: copy.text.admin.adminShell.nav.viewMembers }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      form.getByRole('textbox', { name: copy.text.accountForm.fields.username }),
    ).toHaveAttribute('readonly');
    await expect(
      form.getByRole('textbox', { name: copy.text.accountForm.fields.email }),
    ).toHaveValue(member.email);
    await expect(
      form.getByRole('combobox', { name: copy.text.accountForm.fields.gender }),
    ).toHaveTextContent(copy.text.accountForm.genders.F);
    await expect(
      form.getByRole('combobox', { name: copy.text.accountForm.fields.city }),
    ).toHaveTextContent(storyNames().city('Irbid'));
    await expect(
      form.getByLabelText(startingWith(copy.text.accountForm.fields.dateOfBirth)),
    ).toHaveValue('1994-09-30');
    await expect(
      form.getByRole('switch', { name: copy.text.admin.updateMember.fields.isActive }),
    ).toBeChecked();
    await expect(form.getByRole('button', { name: copy.messages.updateMember.save })).toBeEnabled();
  },
};

/** Opened by address only (`?id=`): the member is loaded first. */
export const LoadedById: Story = {
  args: { state: null },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const form = await loadedForm(canvasElement);
    await expect(
      form.getByRole('textbox', { name: copy.text.accountForm.fields.username }),
    ).toHaveValue(member.username);
  },
};

export const Loading: Story = {
  args: { state: null, loadMember: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await expect(
      (await reached(canvasElement)).getByText(copy.text.admin.updateMember.loading),
    ).toBeVisible();
  },
};

/** Nothing to edit: no member passed, no id. */
export const NoMember: Story = {
  args: { url: '/update-member', state: null },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.updateMember.noData)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: copy.text.admin.updateMember.back }),
    ).toHaveAttribute('href', '/view-members');
  },
};

/** An id the server does not know: its message. */
export const UnknownMember: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: {
    state: null,
    loadMember: rejectsWith(() =>
      identityError(404, 'MemberNotFound', storyText().messages.api.memberNotFound),
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await expect(
      await (await reached(canvasElement)).findByText(copy.messages.api.memberNotFound),
    ).toBeVisible();
  },
};

/** The gender is required (SPEC §5): a member without one cannot be saved until it is chosen. */
export const GenderRequired: Story = {
  // Its own fake, so the calls it counts are this story's.
  args: { state: { member: { ...member, gender: null } }, saveMember: saved() },
  parameters: { events: [save] },
  play: async ({ canvasElement, args, loaded }) => {
    const copy = storyCatalogue(loaded);
    const form = await loadedForm(canvasElement);
    const gender = form.getByRole('combobox', { name: copy.text.accountForm.fields.gender });
    await expect(gender).toHaveAttribute('aria-invalid', 'true');
    await expect(gender).toHaveAccessibleDescription(copy.messages.validation.genderRequired);
    await expect(form.getByRole('button', { name: copy.messages.updateMember.save })).toBeEnabled();
    const fake = args.saveMember as ReturnType<typeof saved>;
    await expect(fake.calls).toHaveLength(0);
  },
};

const stories = formStories({
  form: loadedForm,
  submit: (copy) => copy.messages.updateMember.save,
  saving: (copy) => copy.messages.updateMember.saving,
});

/** The gesture: Save clicked without a gender moves the focus to it (the page's, not the machine's). */
export const GenderRequiredFocus: Story = {
  args: { state: { member: { ...member, gender: null } } },
  ...stories.focusesFirstInvalid('combobox', (copy) => copy.text.accountForm.fields.gender),
};

export const Saving: Story = {
  args: { saveMember: pending() },
  parameters: { events: [save] },
  ...stories.saving,
};

/** Saved: only what changed is sent, 'Member updated successfully' (the toast stays), then View Members. */
export const Saved: Story = {
  args: { saveMember: saved() },
  parameters: {
    events: [...fill('updateMember', { phoneNumber: '0781112233', isActive: false }), save],
  },
  play: async ({ canvasElement, args, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/view-members$/);
    await expect(
      await portal(canvasElement).findByText(copy.messages.updateMember.success),
    ).toBeVisible();
    const fake = args.saveMember as ReturnType<typeof saved>;
    await expect(fake.calls.at(-1)).toEqual({
      api: expect.anything(),
      source: expect.objectContaining({ id: member.id }),
      body: { gender: 'F', phoneNumber: '0781112233', isActive: false },
    });
  },
};

/** Refused by the server: its message, and the form as it was. */
export const SaveFailed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: {
    // The server's answer, in the story's language when called.
    saveMember: rejectsWith(() =>
      identityError(409, 'DuplicateEmail', messages.api.duplicateEmail),
    ),
  },
  parameters: {
    chromatic: pageSnapshot,
    events: [...fill('updateMember', { email: 'taken@example.com' }), save],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const form = await loadedForm(canvasElement);
    const email = form.getByRole('textbox', { name: copy.text.accountForm.fields.email });
    await expect(form.getByRole('button', { name: copy.messages.updateMember.save })).toBeEnabled();
    await expect(await form.findByRole('alert')).toHaveTextContent(
      copy.messages.api.duplicateEmail,
    );
    await expect(email).toHaveValue('taken@example.com');
    await toastShown(canvasElement, copy.messages.api.duplicateEmail);
  },
};

/** Cancel goes back to View Members (a button that navigates: clicked). */
export const Cancel: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const form = await loadedForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: copy.text.admin.updateMember.cancel }));
    await expect(await within(canvasElement).findByTestId(NAVIGATED_TO)).toHaveTextContent(
      '/view-members',
    );
  },
};
