import type { ContactDetailsUpdate, MessageResponse } from '@mijas/api';
import type { updateAdminInfoMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { adminInfo } from '../../../features/admin/sub-page/fixtures.ts';
import { answers, failsOnce, pending, rejects, resolves } from '@mijas/flows/actors';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { NAVIGATED_TO, PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { portal, reached, toastShown } from '@mijas/flows/story-helpers';
import { fill, send } from '@mijas/flows/story-state';
import { Component as UpdateAdminRoute } from './update-admin.tsx';
import { formStories } from '../../../testing/form-stories.ts';
import { desktopSnapshot, pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, shown, storyNames, storyText } from '../../../testing/story-locale.ts';

const ADMIN: TestRole = 'admin';

/** Saves, answering the server's own message in the language of the call. */
const saved = () =>
  answers<MessageResponse, { body: ContactDetailsUpdate }>(() => ({
    message: storyText().messages.api.profileUpdated,
  }));

function Harness({
  loadAdmin = resolves(adminInfo),
  saveAdminInfo = saved(),
}: {
  loadAdmin?: AnyActorLogic;
  saveAdminInfo?: AnyActorLogic;
}) {
  const flows: Record<string, FlowImplementations> = {
    updateAdminInfo: { actors: { load: loadAdmin, submit: saveAdminInfo } },
  };
  return (
    <PageHarness path="/update-admin" role={ADMIN} flows={flows}>
      <UpdateAdminRoute />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Edit Admin Information',
  component: Harness,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('form', { name: storyText().text.admin.updateAdmin.title }),
  );

async function loadedForm(canvasElement: HTMLElement) {
  await (
    await reached(canvasElement)
  ).findByRole('form', { name: storyText().text.admin.updateAdmin.title });
  return form(canvasElement);
}

/** Typing into the form's fields. */
const typed = (values: Record<string, string>) => fill('updateAdminInfo', values);
const save = send<typeof updateAdminInfoMachine>('updateAdminInfo', { type: 'form.submit' });
const BAD_INPUT = { phoneNumber: '12', addressDetails: '' };

/** Inside the admin panel (My Profile marked), the form filled from the admin's info. */
export const Editing: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const fields = await loadedForm(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.admin.updateAdmin.title }),
    ).toBeVisible();
    const nav = within(
      canvas.getByRole('navigation', { name: copy.text.admin.adminShell.navLabel }),
    );
    await expect(
      nav.getByRole('link', { name: copy.text.admin.adminShell.nav.profile }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      nav.getByRole('link', { name: copy.text.admin.adminShell.nav.profile }),
    ).toHaveAttribute('href', '/admin/my-profile');
    await expect(
      fields.getByRole('textbox', { name: copy.text.accountForm.fields.phoneNumber }),
    ).toHaveValue('0791234567');
    await expect(
      fields.getByRole('combobox', { name: copy.text.accountForm.fields.city }),
    ).toHaveTextContent(storyNames().city('Amman'));
    await expect(
      fields.getByRole('textbox', { name: copy.text.accountForm.fields.addressDetails }),
    ).toHaveValue('Shmeisani, Abdul Hameed Sharaf St. 12');
    await expect(
      fields.getByRole('combobox', { name: copy.text.admin.updateAdmin.fields.major }),
    ).toHaveValue(storyNames().major('Civil Engineering'));
    await expect(
      fields.getByRole('button', { name: copy.messages.updateAdminInfo.save }),
    ).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loadAdmin: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await expect(
      (await reached(canvasElement)).getByText(copy.messages.adminInfo.loading),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { loadAdmin: rejects(new Error('offline')) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.adminInfo.fetchFailed),
    );
    await expect(
      canvas.getByRole('button', { name: copy.text.admin.updateAdmin.retry }),
    ).toBeEnabled();
  },
};

/** Failed to load, then Try again: the form filled. */
export const LoadRetried: Story = {
  args: { loadAdmin: failsOnce(new Error('offline'), adminInfo) },
  parameters: {
    events: [send<typeof updateAdminInfoMachine>('updateAdminInfo', { type: 'form.reload' })],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const fields = await loadedForm(canvasElement);
    await expect(
      fields.getByRole('textbox', { name: copy.text.accountForm.fields.phoneNumber }),
    ).toHaveValue('0791234567');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A bad phone number and an empty address are refused before anything is sent. */
export const Invalid: Story = {
  // Its own fake, so the calls it counts are this story's.
  args: { saveAdminInfo: saved() },
  parameters: { events: [...typed(BAD_INPUT), save] },
  play: async ({ canvasElement, args, loaded }) => {
    const copy = storyCatalogue(loaded);
    const fields = await loadedForm(canvasElement);
    const phone = fields.getByRole('textbox', { name: copy.text.accountForm.fields.phoneNumber });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('12');
    await expect(fields.getByText(copy.messages.validation.phoneInvalid)).toBeVisible();
    await expect(
      fields.getByRole('textbox', { name: copy.text.accountForm.fields.addressDetails }),
    ).toHaveAttribute('aria-invalid', 'true');
    const fake = args.saveAdminInfo as ReturnType<typeof saved>;
    await expect(fake.calls).toHaveLength(0);
  },
};

const stories = formStories({
  form: loadedForm,
  submit: (copy) => copy.messages.updateAdminInfo.save,
  saving: (copy) => copy.messages.updateAdminInfo.saving,
});

/**
 * The gesture: Save clicked with a bad phone and an empty address moves the focus to the first field to fix
 * (the page's, not the machine's), and the form stays in that state.
 */
export const InvalidFocusesFirstField: Story = {
  parameters: { events: typed(BAD_INPUT) },
  ...stories.focusesFirstInvalid('textbox', (copy) => copy.text.accountForm.fields.phoneNumber),
};

export const Saving: Story = {
  args: { saveAdminInfo: pending() },
  parameters: { events: [save] },
  ...stories.saving,
};

/** Saved: '✅ Info updated successfully', the new values stay; the major may be free text (Other). */
export const Saved: Story = {
  args: { saveAdminInfo: saved() },
  parameters: {
    events: [...typed({ city: 'Aqaba', major: 'Other', otherMajor: 'Marine Engineering' }), save],
  },
  play: async ({ canvasElement, args, loaded }) => {
    const copy = storyCatalogue(loaded);
    const fields = await loadedForm(canvasElement);
    await expect(await fields.findByRole('status')).toHaveTextContent(
      shown(copy.messages.updateAdminInfo.success),
    );
    // The toast says it too, and stays.
    await waitFor(() =>
      expect(
        portal(canvasElement).getAllByText(shown(copy.messages.updateAdminInfo.success)),
      ).toHaveLength(2),
    );
    await expect(
      fields.getByRole('combobox', { name: copy.text.accountForm.fields.city }),
    ).toHaveTextContent(storyNames().city('Aqaba'));
    await expect(
      fields.getByRole('textbox', { name: copy.text.accountForm.fields.otherMajor }),
    ).toHaveValue('Marine Engineering');
    const fake = args.saveAdminInfo as ReturnType<typeof saved>;
    await expect(fake.calls.at(-1)?.body).toMatchObject({
      city: 'Aqaba',
      major: 'Marine Engineering',
    });
  },
};

export const SaveFailed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { saveAdminInfo: rejects(new Error('offline')) },
  parameters: {
    chromatic: pageSnapshot,
    events: [...typed({ addressDetails: 'Shmeisani, Abdul Hameed Sharaf St. 12, floor 3' }), save],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const fields = await loadedForm(canvasElement);
    const address = fields.getByRole('textbox', {
      name: copy.text.accountForm.fields.addressDetails,
    });
    await expect(await fields.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.updateAdminInfo.failed),
    );
    await expect(
      fields.getByRole('button', { name: copy.messages.updateAdminInfo.save }),
    ).toBeEnabled();
    await expect(address).toHaveValue('Shmeisani, Abdul Hameed Sharaf St. 12, floor 3');
    await toastShown(canvasElement, shown(copy.messages.updateAdminInfo.failed));
  },
};

/** Back to My Profile opens the panel on My Profile, at its address (a button that navigates: clicked). */
export const BackToProfile: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const fields = await loadedForm(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: copy.text.admin.updateAdmin.back }));
    await expect(await within(canvasElement).findByTestId(NAVIGATED_TO)).toHaveTextContent(
      /^\/admin\/my-profile$/,
    );
  },
};
