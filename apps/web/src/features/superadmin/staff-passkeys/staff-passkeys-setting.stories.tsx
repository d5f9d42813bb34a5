import type { StaffPasskeysSetting } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { answers, failsWith, pending, resolves, serverError } from '@mijas/flows/actors';
import { reached } from '@mijas/flows/story-helpers';
import { createTestSession, PageHarness } from '../../../testing/page-harness.tsx';
import { storyCatalogue, storyText } from '../../../testing/story-locale.ts';
import { StaffPasskeysSetting as Setting } from './staff-passkeys-setting.tsx';

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

/** The root admin's setting (issue 35); read by `load`, saved by `save` (by default as sent). */
function Harness({
  load = resolves<StaffPasskeysSetting>({ required: false }),
  save = answers<StaffPasskeysSetting, { required: boolean }>(({ required }) => ({ required })),
}: {
  load?: AnyActorLogic;
  save?: AnyActorLogic;
}) {
  const [appSession] = useState(() => createTestSession('root', {}));
  return (
    <PageHarness
      path="/superadmin/plans"
      url="/superadmin/plans"
      appSession={appSession}
      {...asRoot}
      flows={{
        staffPasskeysSetting: { actors: { loadSetting: load, saveSetting: save } },
      }}
    >
      <Setting />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/Staff passkeys setting',
  tags: ['arabic'],
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** loading: the setting is read. */
export const Loading: Story = {
  args: { load: pending() },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys.setting;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(text.loading)).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** ready, off: the switch with what it means; turning it on saves at once and says so. */
export const Off: Story = {
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys.setting;
    const canvas = await reached(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: text.label });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(text.description)).toBeVisible();
    await userEvent.click(toggle);
    await expect(await canvas.findByText(text.saved)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: text.label })).toBeChecked();
  },
};

/** ready, on. */
export const On: Story = {
  args: { load: resolves<StaffPasskeysSetting>({ required: true }) },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys.setting;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('switch', { name: text.label })).toBeChecked();
  },
};

/** saving: the switch waits for the server. */
export const Saving: Story = {
  args: { save: pending() },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys.setting;
    const canvas = await reached(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: text.label }));
    await expect(canvas.getByRole('switch', { name: text.label })).toBeDisabled();
  },
};

/** ready after a refused change: the server's value kept, and why. */
export const SaveRefused: Story = {
  args: { save: failsWith(() => serverError(403, storyText().messages.api.forbidden)) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const text = copy.text.staffPasskeys.setting;
    const canvas = await reached(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: text.label }));
    await expect(await canvas.findByText(copy.messages.api.forbidden)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: text.label })).not.toBeChecked();
  },
};

/** loadFailed: the reason and Try again. */
export const LoadFailed: Story = {
  args: { load: failsWith(() => serverError(503, storyText().messages.api.serviceUnavailable)) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const text = copy.text.staffPasskeys.setting;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(text.failed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeEnabled();
  },
};
