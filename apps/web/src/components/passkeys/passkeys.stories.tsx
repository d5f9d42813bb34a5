import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { failsWith, pending, resolves } from '@mijas/flows/actors';
import { portal, reached } from '@mijas/flows/story-helpers';
import {
  accountPasskeys,
  assertion,
  authenticationOptions,
  laptopPasskey,
  newCredential,
  passkeyBrowser,
  phonePasskey,
  registrationOptions,
} from '@mijas/machines/testing/passkeys';
import { ApiError, passkeyMessages, type Passkey, type PasskeysResponse } from '@mijas/api';
import { PageHarness } from '../../testing/page-harness.tsx';
import {
  startingWith,
  storyCatalogue,
  storyFormats,
  storyText,
} from '../../testing/story-locale.ts';
import { Passkeys } from './passkeys.tsx';

/** The passkey the story's browser makes, as the server keeps it. */
const added: Passkey = {
  id: '5c1e9d3a-2b7f-4e61-9a08-7f3d2c6b1e95',
  name: 'Home laptop',
  createdAt: '2026-11-29T07:30:00.000Z',
  lastUsedAt: null,
  synced: false,
};

/** The browser's prompt closed without a passkey (WebAuthn says NotAllowedError). */
const closedPrompt = () => new DOMException('The operation was not allowed.', 'NotAllowedError');

/** The server's refusal, in the story's language as it answers in the request's. */
const refusal = (status: number, message: () => string) =>
  new ApiError({ status, body: { message: message() } });

/** The list fails once (the service unavailable, said in the story's language), then comes. */
function failsOnce() {
  let failed = false;
  return fromPromise<PasskeysResponse>(() =>
    Promise.resolve().then(() => {
      if (failed) return accountPasskeys;
      failed = true;
      throw refusal(503, () => storyText().messages.api.serviceUnavailable);
    }),
  );
}

/** Signed in as a member (spread: `role` here is the harness's, not an ARIA role). */
const asMember = { role: 'member' } as const;

/** My Profile's Passkeys (issue 35), as a member; its calls and the browser's prompts answered by fakes. */
function Harness({
  supported = true,
  load = resolves(accountPasskeys),
  prompt = resolves(newCredential),
  save = resolves(added),
  rename = resolves({ ...laptopPasskey, name: 'Work laptop' }),
  use = resolves(assertion),
  remove = resolves({ message: 'ok' }),
}: {
  supported?: boolean;
  load?: AnyActorLogic;
  prompt?: AnyActorLogic;
  save?: AnyActorLogic;
  rename?: AnyActorLogic;
  use?: AnyActorLogic;
  remove?: AnyActorLogic;
}) {
  return (
    <PageHarness
      path="/member"
      url="/member?tab=profile"
      {...asMember}
      flows={{
        passkeys: {
          actors: {
            loadPasskeys: load,
            registrationOptions: resolves(registrationOptions),
            makePasskey: prompt,
            savePasskey: save,
            renamePasskey: rename,
            confirmationChallenge: resolves(authenticationOptions),
            usePasskey: use,
            removePasskey: remove,
          },
        },
      }}
    >
      <Passkeys browser={passkeyBrowser({ supported: () => supported })} />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/My Profile/Passkeys',
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
  return within(await canvas.findByRole('region', { name: text.passkeys.title }));
}

/** A passkey's row, found by its name. */
function row(scope: ReturnType<typeof within>, name: string) {
  return within(scope.getByText(name).closest('li')!);
}

/** An open dialog, by its title. */
async function dialog(canvasElement: HTMLElement, title: string) {
  return within(await portal(canvasElement).findByRole('dialog', { name: title }));
}

/** Add a passkey pressed: the section, its Add dialog and the dialog's name field, with the story's texts. */
async function openAdding(canvasElement: HTMLElement, loaded: unknown) {
  const { text } = storyCatalogue(loaded);
  const passkeys = await section(canvasElement, loaded);
  await userEvent.click(await passkeys.findByRole('button', { name: text.passkeys.add }));
  const adding = await dialog(canvasElement, text.passkeys.adding.title);
  const name = adding.getByRole('textbox', { name: text.passkeys.name }) as HTMLInputElement;
  return { text, passkeys, adding, name };
}

/**
 * Every passkey, the newest first: its name, when it was added and last used (Intl, in the page's language), or
 * that it was not used yet; a synced one marked; Rename and Remove on each, and Add a passkey.
 */
export const List: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const format = storyFormats();
    const passkeys = await section(canvasElement, loaded);
    const list = within(await passkeys.findByRole('list', { name: text.passkeys.caption }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    const laptop = row(list, laptopPasskey.name);
    await expect(laptop.getByText(format.dateTime(laptopPasskey.createdAt)!)).toBeVisible();
    await expect(laptop.getByText(format.dateTime(laptopPasskey.lastUsedAt)!)).toBeVisible();
    await expect(
      laptop.getByRole('button', { name: text.passkeys.renameLabel(laptopPasskey.name) }),
    ).toBeEnabled();
    await expect(
      laptop.getByRole('button', { name: text.passkeys.removeLabel(laptopPasskey.name) }),
    ).toBeEnabled();
    await expect(laptop.queryByText(text.passkeys.synced)).toBeNull();
    const phone = row(list, phonePasskey.name);
    await expect(phone.getByText(text.passkeys.neverUsed)).toBeVisible();
    await expect(phone.getByText(text.passkeys.synced)).toBeVisible();
    await expect(passkeys.getByRole('button', { name: text.passkeys.add })).toBeEnabled();
  },
};

/** None yet: the section says what a passkey is for, and offers Add. */
export const Empty: Story = {
  args: { load: resolves({ passkeys: [] }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await expect(await passkeys.findByText(text.passkeys.empty)).toBeVisible();
    await expect(passkeys.queryByRole('list')).toBeNull();
    await expect(passkeys.getByRole('button', { name: text.passkeys.add })).toBeEnabled();
  },
};

/** The list on its way: a skeleton and what is loading, no buttons. */
export const Loading: Story = {
  args: { load: pending() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await expect(passkeys.getByRole('status')).toHaveTextContent(text.passkeys.loading);
    await expect(passkeys.queryByRole('button')).toBeNull();
  },
};

/** The list did not come: the server's reason and Try again, which loads it. */
export const Failed: Story = {
  args: {
    load: failsOnce(),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages: said } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await expect(await passkeys.findByText(text.passkeys.failed)).toBeVisible();
    await expect(passkeys.getByText(said.api.serviceUnavailable)).toBeVisible();
    await expect(passkeys.queryByRole('button', { name: text.passkeys.add })).toBeNull();
    await userEvent.click(passkeys.getByRole('button', { name: text.passkeys.retry }));
    await expect(await passkeys.findByRole('list', { name: text.passkeys.caption })).toBeVisible();
  },
};

/** A browser without WebAuthn: said so instead of an Add button; the list can still be renamed and removed. */
export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await expect(await passkeys.findByText(text.passkeys.unsupported)).toBeVisible();
    await expect(await passkeys.findByRole('list')).toBeVisible();
    await expect(passkeys.queryByRole('button', { name: text.passkeys.add })).toBeNull();
  },
};

/** Add: a name offered (and changed), then the browser's prompt: the dialog held while it is open. */
export const WaitingForTheDevice: Story = {
  args: { prompt: pending() },
  play: async ({ canvasElement, loaded }) => {
    const { text, adding, name } = await openAdding(canvasElement, loaded);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue(text.passkeys.suggestedName);
    await userEvent.clear(name);
    await userEvent.type(name, added.name);
    await userEvent.click(adding.getByRole('button', { name: text.passkeys.adding.submit }));
    await expect(
      await adding.findByRole('button', { name: text.passkeys.adding.working }),
    ).toBeDisabled();
    await expect(adding.getByRole('button', { name: text.passkeys.adding.cancel })).toBeDisabled();
  },
};

/** Added: the dialog closes, the new passkey heads the list, and the section says so. */
export const Added: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text, passkeys, adding } = await openAdding(canvasElement, loaded);
    await userEvent.click(adding.getByRole('button', { name: text.passkeys.adding.submit }));
    await expect(await passkeys.findByText(text.passkeys.done.added)).toBeVisible();
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    const items = passkeys.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText(added.name)).toBeVisible();
  },
};

/** An empty name is refused by the server's rule before anything is asked of the browser. */
export const NameRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text, adding, name } = await openAdding(canvasElement, loaded);
    await userEvent.clear(name);
    await userEvent.click(adding.getByRole('button', { name: text.passkeys.adding.submit }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(adding.getByRole('button', { name: text.passkeys.adding.submit })).toBeEnabled();
  },
};

/**
 * A name another passkey of the account has (whatever the case): said under the field, by the server's rule,
 * before the browser's prompt makes a passkey the server would refuse.
 */
export const NameTaken: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text, adding, name } = await openAdding(canvasElement, loaded);
    const taken = laptopPasskey.name.toUpperCase();
    await userEvent.clear(name);
    await userEvent.type(name, taken);
    await userEvent.click(adding.getByRole('button', { name: text.passkeys.adding.submit }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(adding.getByText(passkeyMessages().nameTaken(taken))).toBeVisible();
    await expect(name).toHaveValue(taken);
  },
};

/** The browser's prompt closed without a passkey: what that means, the dialog and its name kept. */
export const PromptClosed: Story = {
  args: { prompt: failsWith(closedPrompt) },
  play: async ({ canvasElement, loaded }) => {
    const { text, adding, name } = await openAdding(canvasElement, loaded);
    await userEvent.click(adding.getByRole('button', { name: text.passkeys.adding.submit }));
    await expect(await adding.findByText(text.passkeys.adding.failed)).toBeVisible();
    await expect(adding.getByText(passkeyMessages().browser.cancelled)).toBeVisible();
    await expect(name).toHaveValue(text.passkeys.suggestedName);
  },
};

/** Rename: the name as it is, changed and saved; the row shows the new one. */
export const Renamed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await userEvent.click(
      await passkeys.findByRole('button', { name: text.passkeys.renameLabel(laptopPasskey.name) }),
    );
    const renaming = await dialog(canvasElement, text.passkeys.renaming.title);
    const name = renaming.getByRole('textbox', { name: text.passkeys.name });
    await expect(name).toHaveValue(laptopPasskey.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(renaming.getByRole('button', { name: text.passkeys.renaming.submit }));
    await expect(await passkeys.findByText(text.passkeys.done.renamed)).toBeVisible();
    await expect(passkeys.getByText('Work laptop')).toBeVisible();
    await expect(passkeys.queryByText(laptopPasskey.name)).toBeNull();
  },
};

/** Remove asks for the password (or another passkey); Cancel keeps it. */
export const ConfirmRemoval: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await userEvent.click(
      await passkeys.findByRole('button', { name: text.passkeys.removeLabel(phonePasskey.name) }),
    );
    const removing = await dialog(canvasElement, text.passkeys.removing.title);
    await expect(
      removing.getByText(text.passkeys.removing.description(phonePasskey.name)),
    ).toBeVisible();
    await expect(
      removing.getByLabelText(startingWith(text.passkeys.removing.password), { selector: 'input' }),
    ).toBeVisible();
    await expect(
      removing.getByRole('button', { name: text.passkeys.removing.withPasskey }),
    ).toBeEnabled();
    await userEvent.click(removing.getByRole('button', { name: text.passkeys.removing.cancel }));
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(passkeys.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Removed with the password: the passkey leaves the list, and the section says so. */
export const RemovedWithPassword: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await userEvent.click(
      await passkeys.findByRole('button', { name: text.passkeys.removeLabel(phonePasskey.name) }),
    );
    const removing = await dialog(canvasElement, text.passkeys.removing.title);
    await userEvent.type(
      removing.getByLabelText(startingWith(text.passkeys.removing.password), { selector: 'input' }),
      'Member#Mijas2026',
    );
    await userEvent.click(removing.getByRole('button', { name: text.passkeys.removing.confirm }));
    await expect(await passkeys.findByText(text.passkeys.done.removed)).toBeVisible();
    await expect(passkeys.queryByText(phonePasskey.name)).toBeNull();
    await expect(passkeys.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A wrong password: the server's reason in the dialog, the passkey kept. */
export const WrongPassword: Story = {
  args: {
    remove: failsWith(() => refusal(400, () => passkeyMessages().wrongPassword)),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await userEvent.click(
      await passkeys.findByRole('button', { name: text.passkeys.removeLabel(phonePasskey.name) }),
    );
    const removing = await dialog(canvasElement, text.passkeys.removing.title);
    await userEvent.type(
      removing.getByLabelText(startingWith(text.passkeys.removing.password), { selector: 'input' }),
      'wrong',
    );
    await userEvent.click(removing.getByRole('button', { name: text.passkeys.removing.confirm }));
    await expect(await removing.findByText(text.passkeys.removing.failed)).toBeVisible();
    await expect(removing.getByText(passkeyMessages().wrongPassword)).toBeVisible();
    // Behind the open dialog (hidden from assistive technology meanwhile), the list is as it was.
    await expect(passkeys.getAllByRole('listitem', { hidden: true })).toHaveLength(2);
  },
};

/** Removed with another passkey: the browser's prompt instead of the password. */
export const RemovedWithPasskey: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const passkeys = await section(canvasElement, loaded);
    await userEvent.click(
      await passkeys.findByRole('button', { name: text.passkeys.removeLabel(phonePasskey.name) }),
    );
    const removing = await dialog(canvasElement, text.passkeys.removing.title);
    await userEvent.click(
      removing.getByRole('button', { name: text.passkeys.removing.withPasskey }),
    );
    await expect(await passkeys.findByText(text.passkeys.done.removed)).toBeVisible();
    await expect(passkeys.queryByText(phonePasskey.name)).toBeNull();
  },
};
