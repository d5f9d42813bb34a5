import type { CreatedResponse, CreateMemberRequest } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { answers, identityError, pending, rejects } from '../../../testing/actors.ts';
import { AddMemberPage } from './AddMemberPage.tsx';
import {
  chooseOption,
  gapBetweenFields,
  pickFromList,
  portal,
} from '../../../testing/story-helpers.ts';

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
    <PageHarness path="/admin" role={ADMIN} flows={flows}>
      <AddMemberPage showHeading />
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

/** Fills every field as an admin would, with the keyboard and the pickers. */
async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'rania.k');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'rania@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Rania');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Khalil');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '0795550200');
  await chooseOption(canvasElement, 'Gender', 'Female');
  await userEvent.type(canvas.getByLabelText(/^Date of Birth/), '1994-09-30');
  await pickFromList(canvasElement, 'Nationality', 'jord', 'Jordan');
  await chooseOption(canvasElement, 'City', 'Irbid');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Address Details' }),
    'University St. 4',
  );
  await pickFromList(canvasElement, 'Major', 'civil', 'Civil Engineering');
}

/** The empty form: every field required, the country fixed to Jordan, read-only and looking it. */
export const Empty: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Member' })).toBeVisible();
    await expect(canvas.getByText('All fields are required.')).toBeVisible();
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

/** Submitting the empty form marks every field and moves the focus to the first one. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveFocus();
    for (const name of ['Email', 'First Name', 'Last Name', 'Phone Number', 'Address Details'])
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Gender', 'Nationality', 'City', 'Major'])
      await expect(canvas.getByRole('combobox', { name })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Date of Birth/)).toHaveAttribute('aria-invalid', 'true');
    // Typing in a field clears its error only.
    await userEvent.type(username, 'rania.k');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The nationality list is searchable and says so when nothing matches. */
export const NoNationalityFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nationality = canvas.getByRole('combobox', { name: 'Nationality' });
    await userEvent.type(nationality, 'zzz');
    await expect(await portal(canvasElement).findByText('No nationalities found')).toBeVisible();
    // Escape closes the list (the typed text is not a choice).
    await userEvent.keyboard('{Escape}');
    await expect(nationality).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(nationality);
    await pickFromList(canvasElement, 'Nationality', 'jor', 'Jordan');
    await expect(nationality).toHaveValue('Jordan');
  },
};

/**
 * Choosing Other asks for the major as text, with the hint, spaced from the major as the fields above are;
 * left empty, it is the error.
 */
export const OtherMajor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Major' }), 'qqq');
    await expect(await portal(canvasElement).findByText('No majors found')).toBeVisible();
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Major' }));
    await pickFromList(canvasElement, 'Major', 'oth', 'Other');
    const own = canvas.getByRole('textbox', { name: 'Your major' });
    await expect(canvas.getByText('Please specify your major')).toBeVisible();
    const major = canvas.getByRole('combobox', { name: 'Major' });
    const address = canvas.getByRole('textbox', { name: 'Address Details' });
    await expect(gapBetweenFields(major, own)).toBeGreaterThan(0);
    await expect(gapBetweenFields(major, own)).toBe(gapBetweenFields(address, major));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(own).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(own, 'Marine Engineering');
    await expect(own).not.toHaveAttribute('aria-invalid');
  },
};

/** While the member is being created the button says so and the fields wait. */
export const Submitting: Story = {
  args: { createMember: pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    await expect(await canvas.findByRole('button', { name: /Adding/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

/** Created: the success message, a toast, and an empty form for the next member. */
export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    const form = within(canvas.getByRole('form', { name: 'Add Member' }));
    await expect(await form.findByRole('status')).toHaveTextContent('Member added successfully!');
    // The toast says it too (its code loads with the first toast, so wait for it).
    await waitFor(() =>
      expect(portal(canvasElement).getAllByText('Member added successfully!')).toHaveLength(2),
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    const fake = args.createMember as ReturnType<typeof created> | undefined;
    if (fake)
      await expect(fake.calls.at(-1)?.body).toMatchObject({
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Username 'rania.k' is already taken.");
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('rania.k');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Address Details' })).toHaveValue(
      'University St. 4',
    );
    await expect(canvas.getByRole('combobox', { name: 'Major' })).toHaveValue('Civil Engineering');
  },
};

/** Any other failure: '❌ An unexpected error occurred.', with the form as it was. */
export const Failed: Story = {
  args: { createMember: rejects(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '❌ An unexpected error occurred.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('rania@example.com');
  },
};
