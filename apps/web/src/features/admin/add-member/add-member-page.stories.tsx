import { OTHER_MAJOR, type CreatedResponse, type CreateMemberRequest } from '@mijas/api';
import type { addMemberMachine, AddMemberValues } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { answers, identityError, pending, rejects } from '@mijas/flows/actors';
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

const created = () =>
  answers<CreatedResponse, { body: CreateMemberRequest }>(() => ({
    id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a09',
    message: 'Member created.',
  }));

const ADMIN: TestRole = 'admin';

function Harness({ createMember = created() }: { createMember?: AnyActorLogic }) {
  const flows: Record<string, FlowImplementations> = {
    addMember: { actors: { submit: createMember } },
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

/** The empty form: every field required, the country fixed to Jordan, read-only and looking it. */
export const Empty: Story = {
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Member' })).toBeVisible();
    // The form starts once its rules (the phone's, the nationality's) are fetched.
    await expect(await canvas.findByText('All fields are required.')).toBeVisible();
    const country = canvas.getByRole('textbox', { name: 'Country' });
    await expect(country).toHaveValue('Jordan');
    await expect(country).toHaveAttribute('readonly');
    await expect(country).toHaveAccessibleDescription('Members are registered in Jordan.');
    // It looks read-only: not the editable fields' background.
    const background = (input: HTMLElement) => getComputedStyle(input).backgroundColor;
    await expect(background(country)).not.toBe(
      background(canvas.getByRole('textbox', { name: 'Username' })),
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Add Member' })).toBeEnabled();
  },
};

/** The empty form submitted: every field is marked. */
export const Invalid: Story = {
  parameters: {
    chromatic: pageSnapshot,
    events: [submit],
  },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    for (const name of [
      'Username',
      'Email',
      'First Name',
      'Last Name',
      'Phone Number',
      'Address Details',
    ])
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Gender', 'Nationality', 'City', 'Major'])
      await expect(canvas.getByRole('combobox', { name })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Date of Birth/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The keyboard user lands on the first field to fix (the focus follows the button's submit: a gesture). */
export const InvalidFocusesFirstField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveFocus();
  },
};

/** Typing in a marked field clears its error only. */
export const InvalidThenTyped: Story = {
  parameters: { events: [submit, ...typed({ username: 'rania.k' })] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('rania.k');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Every field filled with the keyboard and the pickers (a gesture: the controls send what they show). */
export const FilledByHand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), rania.username);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), rania.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), rania.firstName);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), rania.lastName);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), rania.phoneNumber);
    await chooseOption(canvasElement, 'Gender', 'Female');
    await userEvent.type(canvas.getByLabelText(/^Date of Birth/), rania.dateOfBirth);
    await pickFromList(canvasElement, 'Nationality', 'jord', 'Jordan');
    await chooseOption(canvasElement, 'City', 'Irbid');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Address Details' }),
      rania.addressDetails,
    );
    await pickFromList(canvasElement, 'Major', 'civil', 'Civil Engineering');
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveTextContent('Irbid');
    await expect(canvas.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Jordan');
    await expect(canvas.getByRole('combobox', { name: 'Major' })).toHaveValue('Civil Engineering');
    await expect(canvas.getByLabelText(/^Date of Birth/)).toHaveValue('1994-09-30');
  },
};

/**
 * The nationality list says when nothing matches; Escape closes it (the typed text is not a choice), and a
 * match is then picked (a gesture). Create Admin's stories show the same fields' empty lists open.
 */
export const NationalityPickedAfterEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const nationality = canvas.getByRole('combobox', { name: 'Nationality' });
    await userEvent.type(nationality, 'zzz');
    await portal(canvasElement).findByText('No nationalities found');
    await userEvent.keyboard('{Escape}');
    await expect(nationality).toHaveAttribute('aria-expanded', 'false');
    await pickFromList(canvasElement, 'Nationality', 'jor', 'Jordan');
    await expect(nationality).toHaveValue('Jordan');
  },
};

/** Choosing Other asks for the major as text, with the hint, spaced from the major as the fields above are. */
export const OtherMajor: Story = {
  parameters: { events: typed({ major: OTHER_MAJOR }) },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const own = canvas.getByRole('textbox', { name: 'Your major' });
    await expect(canvas.getByText('Please specify your major')).toBeVisible();
    await expect(own).toHaveAccessibleDescription('Please specify your major');
    const major = canvas.getByRole('combobox', { name: 'Major' });
    const address = canvas.getByRole('textbox', { name: 'Address Details' });
    await expect(gapBetweenFields(major, own)).toBeGreaterThan(0);
    await expect(gapBetweenFields(major, own)).toBe(gapBetweenFields(address, major));
  },
};

/** Other chosen and left empty: the custom major is the error. */
export const OtherMajorMissing: Story = {
  parameters: { events: [...typed({ ...rania, major: OTHER_MAJOR }), submit] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const own = canvas.getByRole('textbox', { name: 'Your major' });
    await expect(own).toHaveAttribute('aria-invalid', 'true');
    await expect(own).toHaveAccessibleDescription('Please specify your major');
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
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const own = canvas.getByRole('textbox', { name: 'Your major' });
    await expect(own).toHaveValue('Marine Engineering');
    await expect(own).not.toHaveAttribute('aria-invalid');
  },
};

/** While the member is being created the button says so and the fields wait. */
export const Submitting: Story = {
  args: { createMember: pending() },
  parameters: { events: filledAndSent },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Adding/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

const addedFake = created();

/** Created: the success message, a toast, and an empty form for the next member; the request as filled. */
export const Added: Story = {
  args: { createMember: addedFake },
  parameters: { events: filledAndSent },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Add Member' }));
    await expect(await form.findByRole('status')).toHaveTextContent('Member added successfully!');
    // The toast says it too.
    await saidTimes(canvasElement, 'Member added successfully!', 2);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
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
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Username 'rania.k' is already taken.");
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('rania.k');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Address Details' })).toHaveValue(
      'University St. 4',
    );
    await expect(canvas.getByRole('combobox', { name: 'Major' })).toHaveValue('Civil Engineering');
    await toastShown(canvasElement, "Username 'rania.k' is already taken.");
  },
};

/** Any other failure: '❌ An unexpected error occurred.', with the form as it was. */
export const Failed: Story = {
  args: { createMember: rejects(new TypeError('Failed to fetch')) },
  parameters: { events: filledAndSent },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('rania@example.com');
  },
};
