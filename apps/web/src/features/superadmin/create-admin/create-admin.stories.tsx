import type { CreateAdminRequest, CreatedResponse } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { failing, identityError, pending as never, rejects } from '../../../testing/actors.ts';
import { CreateAdmin } from './create-admin.tsx';
import { chooseOption, pickFromList, portal } from '../../../testing/story-helpers.ts';

type CreateInput = { body: CreateAdminRequest };

const sent = fn<(body: CreateAdminRequest) => void>();
const created = fromPromise<CreatedResponse, CreateInput>(async ({ input }) => {
  sent(input.body);
  return { id: '00000000-0000-4000-8000-000000000099', message: 'Admin created.' };
});

const flows = (createAdmin: unknown = created): Record<string, FlowImplementations> => ({
  createAdmin: { actors: { submit: createAdmin } },
});

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

function Harness({
  flows: implementations = flows(),
}: {
  flows?: Record<string, FlowImplementations>;
}) {
  return (
    <PageHarness
      path="/superadmin"
      url="/superadmin?tab=create"
      {...asRoot}
      flows={implementations}
    >
      <CreateAdmin />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/Create Admin',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts `value` in a text field at once (typing every key is slow on a busy machine). */
async function enter(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** The required fields, filled in. */
async function fillRequired(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await enter(canvas.getByRole('textbox', { name: 'Username' }), 'nadia.admin');
  await enter(canvas.getByRole('textbox', { name: 'Email' }), 'nadia@mijas.example.com');
  await chooseOption(canvasElement, 'Gender', 'Female');
  await pickFromList(canvasElement, 'Nationality', 'jord', 'Jordan');
  await chooseOption(canvasElement, 'City', 'Irbid');
  await pickFromList(canvasElement, 'Major', 'civil', 'Civil Engineering');
}

export const Empty: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveValue('Jordan');
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Create Admin' })).toBeEnabled();
  },
};

/** Submitting empty: each required field says what is missing, and focus goes to the first. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveFocus();
    for (const name of ['Email', 'Gender', 'Nationality', 'City', 'Major'])
      await expect(
        canvas.getByRole(name === 'Email' ? 'textbox' : 'combobox', { name }),
      ).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(sent).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nadia@{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(/email/i);
  },
};

export const NoNationalityFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Nationality' }), 'zzz');
    await expect(await canvas.findByText('No nationalities found')).toBeVisible();
  },
};

export const NoMajorFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Major' }), 'qqq');
    await expect(await canvas.findByText('No majors found')).toBeVisible();
  },
};

/** Other asks for the major as free text, with the hint; the typed major is what is sent. */
export const CustomMajor: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await pickFromList(canvasElement, 'Major', 'oth', 'Other');
    const custom = canvas.getByRole('textbox', { name: 'Your major' });
    await expect(custom).toHaveAccessibleDescription('Please specify your major');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(custom).toHaveAttribute('aria-invalid', 'true'));
    await enter(custom, 'Marine Engineering');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await expect(sent.mock.calls[0]![0]).toMatchObject({
      major: 'Marine Engineering',
      country: 'Jordan',
    });
  },
};

export const Submitting: Story = {
  args: { flows: flows(never<CreatedResponse, CreateInput>()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    const button = await canvas.findByRole('button', { name: /Creating\.\.\./ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

/** Success: the toast and the notice say so, the request carries Jordan and only what was filled, the form is empty. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    sent.mockClear();
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await enter(canvas.getByRole('textbox', { name: 'First Name' }), 'Nadia');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    // The notice in the form, and the toast.
    await waitFor(() =>
      expect(
        portal(canvasElement).getAllByText('Admin created successfully').length,
      ).toBeGreaterThan(1),
    );
    await expect(sent).toHaveBeenCalledWith({
      username: 'nadia.admin',
      email: 'nadia@mijas.example.com',
      firstName: 'Nadia',
      gender: 'F',
      nationality: 'Jordan',
      city: 'Irbid',
      major: 'Civil Engineering',
      country: 'Jordan',
    });
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Major' })).toHaveValue('');
  },
};

/**
 * The server refuses: its first error item is shown, the username it is about is marked and focused, and
 * everything typed stays.
 */
export const Failed: Story = {
  args: {
    flows: flows(
      rejects(identityError(409, 'DuplicateUserName', 'This username is already taken.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This username is already taken.',
    );
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('nadia.admin');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveAccessibleDescription('This username is already taken.');
    await expect(username).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveTextContent('Irbid');
  },
};

/** No server message: 'Something went wrong'. */
export const FailedWithoutMessage: Story = {
  args: { flows: flows(failing<CreatedResponse, CreateInput>()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
