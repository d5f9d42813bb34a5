import {
  loadFormRules,
  OTHER_MAJOR,
  type CreatedResponse,
  type CreateMemberRequest,
} from '@mijas/api';
import {
  addMemberFormFor,
  childLoader,
  type addMemberMachine,
  type AddMemberValues,
} from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { answers, identityError, offline, pending, rejects } from '@mijas/flows/actors';
import { AddMemberPage } from './add-member-page.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import {
  chooseOption,
  gapBetweenFields,
  pickFromList,
  portal,
  reached,
  saidTimes,
  toastShown,
} from '@mijas/flows/story-helpers';
import { formStoryEvents } from '@mijas/flows/form-story-events';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, startingWith, shown, storyNames } from '../../../testing/story-locale.ts';

const created = () =>
  answers<CreatedResponse, { body: CreateMemberRequest }>(() => ({
    id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a09',
    message: 'Member created.',
  }));

const ADMIN: TestRole = 'admin';

/** The form's code and rules: offline the first time, fetched the next (this mount's own count). */
const formOfflineOnce = () => {
  let tries = 0;
  return childLoader((fromApplication: boolean) =>
    tries++ === 0
      ? Promise.reject(offline())
      : loadFormRules().then(() => addMemberFormFor(fromApplication)),
  );
};

function Harness({
  createMember = created(),
  rulesOffline = false,
}: {
  createMember?: AnyActorLogic;
  /** The form's rules cannot be fetched the first time (offline). */
  rulesOffline?: boolean;
}) {
  const [loadAddMember] = useState(() => (rulesOffline ? formOfflineOnce() : null));
  const flows: Record<string, FlowImplementations> = {
    addMember: { actors: { submit: createMember } },
    ...(loadAddMember ? { adminPanel: { actors: { loadAddMember } } } : {}),
  };
  return (
    <PageHarness path="/admin/add-member" role={ADMIN} flows={flows}>
      <AdminPanelRoute>
        <AddMemberPage showHeading />
      </AdminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Add Member',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of a new member, as the admin fills them in. */
const rania = {
  username: 'rania.k',
  email: 'rania@example.com',
  firstName: 'Rania',
  lastName: 'Khalil',
  phoneNumber: '0795550200',
  gender: 'F',
  dateOfBirth: '1994-09-30',
  nationality: 'Jordan',
  city: 'Irbid',
  addressDetails: 'University St. 4',
  major: 'Civil Engineering',
} satisfies Partial<AddMemberValues>;

const { typed, submit } = formStoryEvents<typeof addMemberMachine>('adminPanel/addMember');
/** The form filled in and sent. */
const filledAndSent = [...typed(rania), submit];

/**
 * The story's events taken, and the form shown: it starts once its code and rules have come (a task later than
 * its page), and the panel renders its child in a deferred render.
 */
async function formReached(canvasElement: HTMLElement, copy: ReturnType<typeof storyCatalogue>) {
  const canvas = await reached(canvasElement);
  await canvas.findByRole('form', { name: copy.text.admin.adminShell.nav.addMember });
  return canvas;
}

/** The empty form: every field required, the country fixed to Jordan, read-only and looking it. */
export const Empty: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.admin.adminShell.nav.addMember }),
    ).toBeVisible();
    // The form starts once its rules (the phone's, the nationality's) are fetched.
    await expect(await canvas.findByText(copy.text.admin.addMember.required)).toBeVisible();
    const country = canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.country });
    await expect(country).toHaveValue(storyNames().country('Jordan'));
    await expect(country).toHaveAttribute('readonly');
    await expect(country).toHaveAccessibleDescription(copy.text.admin.addMember.countryHint);
    // It looks read-only: not the editable fields' background.
    const background = (input: HTMLElement) => getComputedStyle(input).backgroundColor;
    await expect(background(country)).not.toBe(
      background(
        canvas.getByRole('textbox', { name: copy.text.admin.memberHistory.search.username }),
      ),
    );
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.memberHistory.search.username }),
    ).toBeRequired();
    await expect(
      canvas.getByRole('button', { name: copy.text.admin.adminShell.nav.addMember }),
    ).toBeEnabled();
  },
};

/** The empty form submitted: every field is marked. */
export const Invalid: Story = {
  parameters: {
    chromatic: pageSnapshot,
    events: [submit],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    for (const name of [
      copy.text.admin.memberHistory.search.username,
      copy.text.admin.profile.fields.email,
      copy.text.admin.profile.fields.firstName,
      copy.text.admin.profile.fields.lastName,
      copy.text.admin.profile.fields.phoneNumber,
      copy.text.accountForm.fields.addressDetails,
    ])
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    for (const name of [
      copy.text.admin.profile.fields.gender,
      copy.text.admin.profile.fields.nationality,
      copy.text.admin.profile.fields.city,
      copy.text.admin.viewMembers.details.fields.major,
    ])
      await expect(canvas.getByRole('combobox', { name })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByLabelText(startingWith(copy.text.admin.viewMembers.details.fields.dateOfBirth)),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The keyboard user lands on the first field to fix (the focus follows the button's submit: a gesture). */
export const InvalidFocusesFirstField: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    await userEvent.click(
      canvas.getByRole('button', { name: copy.text.admin.adminShell.nav.addMember }),
    );
    const username = canvas.getByRole('textbox', {
      name: copy.text.admin.memberHistory.search.username,
    });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveFocus();
  },
};

/** Typing in a marked field clears its error only. */
export const InvalidThenTyped: Story = {
  parameters: { events: [submit, ...typed({ username: 'rania.k' })] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const username = canvas.getByRole('textbox', {
      name: copy.text.admin.memberHistory.search.username,
    });
    await expect(username).toHaveValue('rania.k');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.email }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every field filled with the keyboard and the pickers (a gesture: the controls send what they show). */
export const FilledByHand: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.admin.memberHistory.search.username }),
      rania.username,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.email }),
      rania.email,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.firstName }),
      rania.firstName,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.lastName }),
      rania.lastName,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.phoneNumber }),
      rania.phoneNumber,
    );
    await chooseOption(
      canvasElement,
      copy.text.admin.profile.fields.gender,
      copy.text.accountForm.genders.F,
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(copy.text.admin.viewMembers.details.fields.dateOfBirth)),
      rania.dateOfBirth,
    );
    const names = storyNames();
    // The start of each name as the page lists it, in the story's language.
    await pickFromList(
      canvasElement,
      copy.text.admin.profile.fields.nationality,
      names.country('Jordan').slice(0, 4),
      names.country('Jordan'),
    );
    await chooseOption(canvasElement, copy.text.admin.profile.fields.city, names.city('Irbid'));
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.accountForm.fields.addressDetails }),
      rania.addressDetails,
    );
    await pickFromList(
      canvasElement,
      copy.text.admin.viewMembers.details.fields.major,
      names.major('Civil Engineering').slice(0, 5),
      names.major('Civil Engineering'),
    );
    await expect(
      canvas.getByRole('combobox', { name: copy.text.admin.profile.fields.gender }),
    ).toHaveTextContent(copy.text.accountForm.genders.F);
    await expect(
      canvas.getByRole('combobox', { name: copy.text.admin.profile.fields.city }),
    ).toHaveTextContent(names.city('Irbid'));
    await expect(
      canvas.getByRole('combobox', { name: copy.text.admin.profile.fields.nationality }),
    ).toHaveValue(names.country('Jordan'));
    await expect(
      canvas.getByRole('combobox', { name: copy.text.admin.viewMembers.details.fields.major }),
    ).toHaveValue(names.major('Civil Engineering'));
    await expect(
      canvas.getByLabelText(startingWith(copy.text.admin.viewMembers.details.fields.dateOfBirth)),
    ).toHaveValue('1994-09-30');
  },
};

/**
 * The nationality list says when nothing matches; Escape closes it (the typed text is not a choice), and a
 * match is then picked (a gesture). Create Admin's stories show the same fields' empty lists open.
 */
export const NationalityPickedAfterEscape: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const nationality = canvas.getByRole('combobox', {
      name: copy.text.admin.profile.fields.nationality,
    });
    await userEvent.type(nationality, 'zzz');
    await portal(canvasElement).findByText(copy.messages.createAdmin.noNationalities);
    await userEvent.keyboard('{Escape}');
    await expect(nationality).toHaveAttribute('aria-expanded', 'false');
    const jordan = storyNames().country('Jordan');
    await pickFromList(
      canvasElement,
      copy.text.admin.profile.fields.nationality,
      jordan.slice(0, 3),
      jordan,
    );
    await expect(nationality).toHaveValue(jordan);
  },
};

/** Choosing Other asks for the major as text, with the hint, spaced from the major as the fields above are. */
export const OtherMajor: Story = {
  parameters: { events: typed({ major: OTHER_MAJOR }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const own = canvas.getByRole('textbox', { name: copy.text.accountForm.fields.otherMajor });
    await expect(canvas.getByText(copy.messages.createAdmin.customMajorHint)).toBeVisible();
    await expect(own).toHaveAccessibleDescription(copy.messages.createAdmin.customMajorHint);
    const major = canvas.getByRole('combobox', {
      name: copy.text.admin.viewMembers.details.fields.major,
    });
    const address = canvas.getByRole('textbox', {
      name: copy.text.accountForm.fields.addressDetails,
    });
    await expect(gapBetweenFields(major, own)).toBeGreaterThan(0);
    await expect(gapBetweenFields(major, own)).toBe(gapBetweenFields(address, major));
  },
};

/** Other chosen and left empty: the custom major is the error. */
export const OtherMajorMissing: Story = {
  parameters: { events: [...typed({ ...rania, major: OTHER_MAJOR }), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const own = canvas.getByRole('textbox', { name: copy.text.accountForm.fields.otherMajor });
    await expect(own).toHaveAttribute('aria-invalid', 'true');
    await expect(own).toHaveAccessibleDescription(copy.messages.createAdmin.customMajorHint);
  },
};

/** The custom major typed after the error: it is no longer marked. */
export const OtherMajorTyped: Story = {
  parameters: {
    events: [
      ...typed({ ...rania, major: OTHER_MAJOR }),
      submit,
      ...typed({ otherMajor: 'Marine Engineering' }),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const own = canvas.getByRole('textbox', { name: copy.text.accountForm.fields.otherMajor });
    await expect(own).toHaveValue('Marine Engineering');
    await expect(own).not.toHaveAttribute('aria-invalid');
  },
};

/** While the member is being created the button says so and the fields wait. */
export const Submitting: Story = {
  args: { createMember: pending() },
  parameters: { events: filledAndSent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    await expect(
      await canvas.findByRole('button', { name: copy.messages.addMember.submitting }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.memberHistory.search.username }),
    ).toBeDisabled();
  },
};

const addedFake = created();

/** Created: the success message, a toast, and an empty form for the next member; the request as filled. */
export const Added: Story = {
  args: { createMember: addedFake },
  parameters: { events: filledAndSent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const form = within(
      canvas.getByRole('form', { name: copy.text.admin.adminShell.nav.addMember }),
    );
    await expect(await form.findByRole('status')).toHaveTextContent(
      copy.messages.addMember.success,
    );
    // The toast says it too.
    await saidTimes(canvasElement, copy.messages.addMember.success, 2);
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.memberHistory.search.username }),
    ).toHaveValue('');
    await expect(addedFake.calls.at(-1)?.body).toMatchObject({
      username: 'rania.k',
      gender: 'F',
      nationality: 'Jordan',
      city: 'Irbid',
      major: 'Civil Engineering',
      dateOfBirth: '1994-09-30',
      country: 'Jordan',
    });
  },
};

/** The server refuses (SPEC §8: the first item's description): the message, the field marked, nothing lost. */
export const Refused: Story = {
  args: {
    createMember: rejects(
      identityError(409, 'DuplicateUserName', "Username 'rania.k' is already taken."),
    ),
  },
  parameters: {
    chromatic: pageSnapshot,
    events: filledAndSent,
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Username 'rania.k' is already taken.");
    const username = canvas.getByRole('textbox', {
      name: copy.text.admin.memberHistory.search.username,
    });
    await expect(username).toHaveValue('rania.k');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.accountForm.fields.addressDetails }),
    ).toHaveValue('University St. 4');
    await expect(
      canvas.getByRole('combobox', { name: copy.text.admin.viewMembers.details.fields.major }),
    ).toHaveValue(storyNames().major('Civil Engineering'));
    await toastShown(canvasElement, "Username 'rania.k' is already taken.");
  },
};

/** Any other failure: '❌ An unexpected error occurred.', with the form as it was. */
export const Failed: Story = {
  args: { createMember: rejects(new TypeError('Failed to fetch')) },
  parameters: { events: filledAndSent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await formReached(canvasElement, copy);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.addMember.failed),
    );
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.email }),
    ).toHaveValue('rania@example.com');
  },
};

/** The form's rules could not be fetched (offline): said, with Try again, which fetches them and opens the form. */
export const RulesUnavailable: Story = {
  args: { rulesOffline: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.forms.openFailed),
    );
    await expect(
      canvas.queryByRole('textbox', { name: copy.text.admin.profile.fields.email }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: copy.text.admin.addMember.retry }));
    await expect(
      await canvas.findByRole('textbox', { name: copy.text.admin.profile.fields.email }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
