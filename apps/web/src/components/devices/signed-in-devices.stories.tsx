import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { pending, resolves } from '@mijas/flows/actors';
import { portal, reached } from '@mijas/flows/story-helpers';
import { phone, signedInDevices, tablet, thisDevice } from '@mijas/machines/testing/sessions';
import { ApiError, messages, type Messages, type SessionsResponse } from '@mijas/api';
import { PageHarness } from '../../testing/page-harness.tsx';
import { storyCatalogue, storyFormats, storyText } from '../../testing/story-locale.ts';
import { deviceName, SignedInDevices } from './signed-in-devices.tsx';

/** The server's refusal, in the story's language as it answers in the request's. */
const refusal = (status: number, message: (said: Messages) => string) =>
  new ApiError({ status, body: { message: message(storyText().messages) } });

/** The list fails once (the service unavailable), then comes. */
function failsOnce() {
  let failed = false;
  return fromPromise<SessionsResponse>(() =>
    Promise.resolve().then(() => {
      if (failed) return signedInDevices;
      failed = true;
      throw refusal(503, (said) => said.api.serviceUnavailable);
    }),
  );
}

/** Signed in as a member (spread: `role` here is the harness's, not an ARIA role). */
const asMember = { role: 'member' } as const;

/** My Profile's Signed-in devices (issue 35), as a member; its calls answered by the story's fakes. */
function Harness({
  load = resolves(signedInDevices),
  end = resolves({ message: messages.api.sessionEnded }),
  endOthers = resolves({ message: messages.api.otherSessionsEnded }),
}: {
  load?: AnyActorLogic;
  end?: AnyActorLogic;
  endOthers?: AnyActorLogic;
}) {
  return (
    <PageHarness
      path="/member"
      url="/member?tab=profile"
      {...asMember}
      flows={{
        sessions: {
          actors: { loadSessions: load, endSession: end, endOtherSessions: endOthers },
        },
      }}
    >
      <SignedInDevices />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/My Profile/Signed-in devices',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section, by its title in the story's language. */
async function section(canvasElement: HTMLElement, loaded: unknown) {
  const { text } = storyCatalogue(loaded);
  const canvas = await reached(canvasElement);
  return within(await canvas.findByRole('region', { name: text.devices.title }));
}

/** A session's row, found by its device's name as the page writes it. */
function row(scope: ReturnType<typeof within>, name: string) {
  return within(scope.getByText(name).closest('li')!);
}

/**
 * Every session, the one used last first: device and browser, where it signed in from, when it signed in and
 * was last used (Intl, in the page's language); this device marked and without End; Sign out everywhere else.
 */
export const List: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const format = storyFormats();
    const devices = await section(canvasElement, loaded);
    const list = within(await devices.findByRole('list', { name: text.devices.caption }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const here = row(list, deviceName(thisDevice, text.devices));
    await expect(here.getByText(text.devices.thisDevice)).toBeVisible();
    await expect(here.queryByRole('button')).toBeNull();
    await expect(here.getByText(thisDevice.ipAddress!)).toBeVisible();
    await expect(here.getByText(format.dateTime(thisDevice.lastUsedAt)!)).toBeVisible();
    const other = row(list, deviceName(phone, text.devices));
    await expect(other.getByText(format.dateTime(phone.createdAt)!)).toBeVisible();
    await expect(
      other.getByRole('button', { name: text.devices.endLabel(deviceName(phone, text.devices)) }),
    ).toBeEnabled();
    // What the user agent did not say: an unknown browser and address.
    const unknown = row(list, deviceName(tablet, text.devices));
    await expect(unknown.getByText(text.devices.unknownAddress)).toBeVisible();
    await expect(devices.getByRole('button', { name: text.devices.endOthers })).toBeEnabled();
  },
};

/** Only this device: nothing to end, and the section says so. */
export const OnlyThisDevice: Story = {
  args: { load: resolves({ sessions: [thisDevice], totalCount: 1 }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    await expect(await devices.findByText(text.devices.onlyThis)).toBeVisible();
    await expect(devices.queryByRole('button')).toBeNull();
  },
};

/** More sessions than the list shows: the ones used longest ago are counted, and Sign out everywhere else ends them. */
export const MoreThanListed: Story = {
  args: { load: resolves({ ...signedInDevices, totalCount: 14 }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    await expect(await devices.findByText(text.devices.more(11))).toBeVisible();
    await expect(devices.getByRole('button', { name: text.devices.endOthers })).toBeEnabled();
  },
};

/** The list on its way: a skeleton of two sessions and what is loading. */
export const Loading: Story = {
  args: { load: pending() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    await expect(devices.getByRole('status')).toHaveTextContent(text.devices.loading);
    await expect(devices.queryByRole('button')).toBeNull();
  },
};

/** The list did not come: the server's reason and Try again, which loads it. */
export const Failed: Story = {
  args: {
    load: failsOnce(),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages: said } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    await expect(await devices.findByText(text.devices.failed)).toBeVisible();
    await expect(devices.getByText(said.api.serviceUnavailable)).toBeVisible();
    await userEvent.click(devices.getByRole('button', { name: text.devices.retry }));
    await expect(await devices.findByRole('list', { name: text.devices.caption })).toBeVisible();
  },
};

/** End on another session asks first; Cancel keeps it, and the focus goes back to its End button. */
export const ConfirmEnd: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    const name = deviceName(phone, text.devices);
    const end = await devices.findByRole('button', { name: text.devices.endLabel(name) });
    await userEvent.click(end);
    const dialog = within(
      await portal(canvasElement).findByRole('dialog', { name: text.devices.confirmOne.title }),
    );
    await expect(dialog.getByText(text.devices.confirmOne.description(name))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.devices.confirmOne.cancel }));
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(end).toHaveFocus());
    await expect(devices.getByText(name)).toBeVisible();
  },
};

/** Ending it: the dialog held, its button busy, until the server answers. */
export const Ending: Story = {
  args: { end: pending() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    await userEvent.click(
      await devices.findByRole('button', {
        name: text.devices.endLabel(deviceName(phone, text.devices)),
      }),
    );
    const dialog = within(await portal(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.devices.confirmOne.confirm }));
    await expect(
      await dialog.findByRole('button', { name: text.devices.confirmOne.working }),
    ).toBeDisabled();
    await expect(
      dialog.getByRole('button', { name: text.devices.confirmOne.cancel }),
    ).toBeDisabled();
  },
};

/** Ended: the session leaves the list, and the section says so. */
export const Ended: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    const name = deviceName(phone, text.devices);
    await userEvent.click(
      await devices.findByRole('button', { name: text.devices.endLabel(name) }),
    );
    const dialog = within(await portal(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.devices.confirmOne.confirm }));
    await expect(await devices.findByText(text.devices.done.one)).toBeVisible();
    await expect(devices.queryByText(name)).toBeNull();
    await expect(devices.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Ending failed: the list stays as it was, with the server's reason. */
export const EndFailed: Story = {
  args: {
    end: fromPromise(() =>
      Promise.resolve().then(() => {
        throw refusal(404, (said) => said.api.sessionNotFound);
      }),
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages: said } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    await userEvent.click(
      await devices.findByRole('button', {
        name: text.devices.endLabel(deviceName(phone, text.devices)),
      }),
    );
    const dialog = within(await portal(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.devices.confirmOne.confirm }));
    await expect(await devices.findByText(text.devices.endFailed)).toBeVisible();
    await expect(devices.getByText(said.api.sessionNotFound)).toBeVisible();
    await expect(devices.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Sign out everywhere else, from the keyboard: asked first, then only this device is left. */
export const SignedOutEverywhereElse: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const devices = await section(canvasElement, loaded);
    const button = await devices.findByRole('button', { name: text.devices.endOthers });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await portal(canvasElement).findByRole('dialog', { name: text.devices.confirmOthers.title }),
    );
    await expect(dialog.getByText(text.devices.confirmOthers.description)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.devices.confirmOthers.confirm }));
    await expect(await devices.findByText(text.devices.done.others)).toBeVisible();
    await expect(devices.getAllByRole('listitem')).toHaveLength(1);
    await expect(devices.getByText(text.devices.onlyThis)).toBeVisible();
  },
};
