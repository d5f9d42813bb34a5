import type { ContactDetailsUpdate, MessageResponse } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { adminInfo } from '../../../features/admin/sub-page/fixtures.ts';
import { answers, pending, rejects, resolves } from '../../../testing/actors.ts';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { NAVIGATED_TO, PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { Component as UpdateAdminRoute } from './update-admin.tsx';

const ADMIN: TestRole = 'admin';

const saved = () =>
  answers<MessageResponse, { body: ContactDetailsUpdate }>(() => ({ message: 'Updated.' }));

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
  within(within(canvasElement).getByRole('form', { name: 'Edit Admin Information' }));

async function loadedForm(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('form', { name: 'Edit Admin Information' });
  return form(canvasElement);
}

/** Inside the admin panel (My Profile marked), the form filled from the admin's info. */
export const Editing: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await loadedForm(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit Admin Information' }),
    ).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Admin' }));
    await expect(nav.getByRole('button', { name: 'My Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(fields.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('0791234567');
    await expect(fields.getByRole('combobox', { name: 'City' })).toHaveTextContent('Amman');
    await expect(fields.getByRole('textbox', { name: 'Address Details' })).toHaveValue(
      'Shmeisani, Abdul Hameed Sharaf St. 12',
    );
    await expect(fields.getByRole('combobox', { name: 'Major/Field' })).toHaveValue(
      'Civil Engineering',
    );
    await expect(fields.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loadAdmin: pending() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    loadAdmin: (() => {
      let calls = 0;
      return fromPromise(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return adminInfo;
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '❌ Failed to fetch admin info. Check token.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await loadedForm(canvasElement);
  },
};

/** A bad phone number and an empty address are refused before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = await loadedForm(canvasElement);
    const phone = fields.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.clear(fields.getByRole('textbox', { name: 'Address Details' }));
    await userEvent.click(fields.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveFocus();
    await expect(fields.getByText(/valid phone number/)).toBeVisible();
    await expect(fields.getByRole('textbox', { name: 'Address Details' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const fake = args.saveAdminInfo as ReturnType<typeof saved> | undefined;
    if (fake) await expect(fake.calls).toHaveLength(0);
  },
};

export const Saving: Story = {
  args: { saveAdminInfo: pending() },
  play: async ({ canvasElement }) => {
    const fields = await loadedForm(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Save Changes' }));
    await expect(await fields.findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
  },
};

/** Saved: '✅ Info updated successfully', the new values stay; the major may be free text (Other). */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = await loadedForm(canvasElement);
    await userEvent.click(fields.getByRole('combobox', { name: 'City' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Aqaba' }),
    );
    const major = fields.getByRole('combobox', { name: 'Major/Field' });
    await userEvent.clear(major);
    await userEvent.type(major, 'Other');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Other' }),
    );
    await userEvent.type(fields.getByRole('textbox', { name: 'Your major' }), 'Marine Engineering');
    await userEvent.click(fields.getByRole('button', { name: 'Save Changes' }));
    await expect(await fields.findByRole('status')).toHaveTextContent(
      '✅ Info updated successfully',
    );
    await expect(fields.getByRole('combobox', { name: 'City' })).toHaveTextContent('Aqaba');
    const fake = args.saveAdminInfo as ReturnType<typeof saved> | undefined;
    if (fake)
      await expect(fake.calls.at(-1)?.body).toMatchObject({
        city: 'Aqaba',
        major: 'Marine Engineering',
      });
  },
};

export const SaveFailed: Story = {
  args: { saveAdminInfo: rejects(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const fields = await loadedForm(canvasElement);
    const address = fields.getByRole('textbox', { name: 'Address Details' });
    await userEvent.type(address, ', floor 3');
    await userEvent.click(fields.getByRole('button', { name: 'Save Changes' }));
    await expect(await fields.findByRole('alert')).toHaveTextContent('❌ Failed to update info');
    await expect(address).toHaveValue('Shmeisani, Abdul Hameed Sharaf St. 12, floor 3');
  },
};

/** Back to My Profile opens the panel on My Profile. */
export const BackToProfile: Story = {
  play: async ({ canvasElement }) => {
    const fields = await loadedForm(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Back to My Profile' }));
    await expect(await within(canvasElement).findByTestId(NAVIGATED_TO)).toHaveTextContent(
      /^\/admin$/,
    );
  },
};
