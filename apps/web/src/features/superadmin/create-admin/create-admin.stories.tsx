import { OTHER_MAJOR, type CreateAdminRequest, type CreatedResponse } from '@mijas/api';
import type { createAdminMachine, CreateAdminValues } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { answers, failing, identityError, pending as never } from '@mijas/flows/actors';
import { CreateAdmin } from './create-admin.tsx';
import { portal, reached, saidTimes } from '@mijas/flows/story-helpers';
import { formStoryEvents } from '@mijas/flows/form-story-events';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyNames, storyText } from '../../../testing/story-locale.ts';

type CreateInput = { body: CreateAdminRequest };

/** The server creates the admin; the requests it was sent are in `calls`. */
const created = () =>
  answers<CreatedResponse, CreateInput>(() => ({
    id: '00000000-0000-4000-8000-000000000099',
    message: 'Admin created.',
  }));

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

function Harness({ createAdmin = created() }: { createAdmin?: AnyActorLogic }) {
  const flows: Record<string, FlowImplementations> = {
    createAdmin: { actors: { submit: createAdmin } },
  };
  return (
    <PageHarness path="/superadmin/create-admin" {...asRoot} flows={flows}>
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

/** The required fields of a new admin (SPEC §5), as the root admin fills them in. */
const nadia = {
  username: 'nadia.admin',
  email: 'nadia@mijas.example.com',
  gender: 'F',
  nationality: 'Jordan',
  city: 'Irbid',
  major: 'Civil Engineering',
} satisfies Partial<CreateAdminValues>;

const { typed, submit } = formStoryEvents<typeof createAdminMachine>('createAdmin');
/** The required fields filled in and sent. */
const requiredSent = [...typed(nadia), submit];

export const Empty: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.country }),
    ).toHaveValue(storyNames().country('Jordan'));
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.country }),
    ).toHaveAttribute('readonly');
    await expect(
      canvas.getByRole('button', { name: copy.messages.createAdmin.submit }),
    ).toBeEnabled();
  },
};

const notSent = created();

/** Submitted empty: each required field says what is missing, the optional ones do not; nothing is sent. */
export const RequiredFields: Story = {
  args: { createAdmin: notSent },
  parameters: {
    chromatic: pageSnapshot,
    events: [submit],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    for (const name of [
      copy.text.admin.profile.fields.email,
      copy.text.admin.profile.fields.gender,
      copy.text.admin.profile.fields.nationality,
      copy.text.admin.profile.fields.city,
      copy.text.superadmin.details.fields.major,
    ])
      await expect(
        canvas.getByRole(name === copy.text.admin.profile.fields.email ? 'textbox' : 'combobox', {
          name,
        }),
      ).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.username }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.firstName }),
    ).not.toHaveAttribute('aria-invalid');
    await expect(notSent.calls).toHaveLength(0);
  },
};

/** An email without its domain: the email is marked and says why. */
export const InvalidEmail: Story = {
  parameters: { events: [...typed({ ...nadia, email: 'nadia@' }), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const email = canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.email });
    await expect(email).toHaveValue('nadia@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(copy.messages.validation.emailInvalid);
  },
};

/**
 * Enter in a field submits, and the focus goes to the field to fix (the keyboard: a gesture; the first of
 * several, as Add Member's InvalidFocusesFirstField shows on the same form).
 */
export const EnterSubmits: Story = {
  parameters: { events: typed({ ...nadia, email: 'nadia' }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const email = canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.email });
    await userEvent.type(email, '@{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('nadia@');
  },
};

/** The nationality list says so when nothing matches (typing in it: a gesture). */
export const NoNationalityFound: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.type(
      canvas.getByRole('combobox', { name: copy.text.admin.profile.fields.nationality }),
      'zzz',
    );
    await expect(
      await portal(canvasElement).findByText(copy.messages.createAdmin.noNationalities),
    ).toBeVisible();
  },
};

/** The major list says so when nothing matches (typing in it: a gesture). */
export const NoMajorFound: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.type(
      canvas.getByRole('combobox', { name: copy.text.superadmin.details.fields.major }),
      'qqq',
    );
    await expect(
      await portal(canvasElement).findByText(copy.messages.createAdmin.noMajors),
    ).toBeVisible();
  },
};

const customNotSent = created();

/** Other asks for the major as free text, with the hint; sent empty, it is the error and nothing is sent. */
export const CustomMajorMissing: Story = {
  args: { createAdmin: customNotSent },
  parameters: { events: [...typed({ ...nadia, major: OTHER_MAJOR }), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const custom = canvas.getByRole('textbox', { name: copy.text.accountForm.fields.otherMajor });
    await expect(custom).toHaveAttribute('aria-invalid', 'true');
    await expect(custom).toHaveAccessibleDescription(copy.messages.createAdmin.customMajorHint);
    await expect(customNotSent.calls).toHaveLength(0);
  },
};

const customSent = created();

/** The typed major is what is sent, with Jordan. */
export const CustomMajor: Story = {
  args: { createAdmin: customSent },
  parameters: {
    events: [
      ...typed({ ...nadia, major: OTHER_MAJOR }),
      submit,
      ...typed({ otherMajor: 'Marine Engineering' }),
      submit,
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await saidTimes(canvasElement, copy.messages.createAdmin.success, 2);
    await expect(customSent.calls.at(-1)?.body).toMatchObject({
      major: 'Marine Engineering',
      country: 'Jordan',
    });
    await expect(
      canvas.getByRole('combobox', { name: copy.text.superadmin.details.fields.major }),
    ).toHaveValue('');
  },
};

export const Submitting: Story = {
  args: { createAdmin: never<CreatedResponse, CreateInput>() },
  parameters: { events: requiredSent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const button = await canvas.findByRole('button', {
      name: copy.messages.createAdmin.submitting,
    });
    await expect(button).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.username }),
    ).toBeDisabled();
  },
};

const createdFake = created();

/** Success: the toast and the notice say so, the request carries Jordan and only what was filled, the form is empty. */
export const Created: Story = {
  args: { createAdmin: createdFake },
  parameters: { events: [...typed({ ...nadia, firstName: 'Nadia' }), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // The notice in the form, and the toast.
    await saidTimes(canvasElement, copy.messages.createAdmin.success, 2);
    await expect(createdFake.calls.at(-1)?.body).toEqual({
      username: 'nadia.admin',
      email: 'nadia@mijas.example.com',
      firstName: 'Nadia',
      gender: 'F',
      nationality: 'Jordan',
      city: 'Irbid',
      major: 'Civil Engineering',
      country: 'Jordan',
    });
    await expect(
      canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.username }),
    ).toHaveValue('');
    await expect(
      canvas.getByRole('combobox', { name: copy.text.superadmin.details.fields.major }),
    ).toHaveValue('');
  },
};

/** The refusal, in the story's language: made when the story calls it (the story file is read before any loader). */
const duplicate = () =>
  fromPromise<never, unknown>(() =>
    Promise.reject(
      identityError(409, 'DuplicateUserName', storyText().messages.api.duplicateUserName),
    ),
  );

/**
 * The server refuses: its first error item is shown, the username it is about is marked, and everything typed
 * stays.
 */
export const Failed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { createAdmin: duplicate() },
  parameters: { events: requiredSent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.api.duplicateUserName,
    );
    const username = canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.username });
    await expect(username).toHaveValue('nadia.admin');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveAccessibleDescription(copy.messages.api.duplicateUserName);
    await expect(
      canvas.getByRole('combobox', { name: copy.text.admin.profile.fields.city }),
    ).toHaveTextContent(storyNames().city('Irbid'));
  },
};

/** The refusal's field takes the focus when the button sent the form (a gesture). */
export const FailedFocusesTheField: Story = {
  args: { createAdmin: duplicate() },
  parameters: { events: typed(nadia) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.messages.createAdmin.submit }));
    await canvas.findByRole('alert');
    const username = canvas.getByRole('textbox', { name: copy.text.admin.profile.fields.username });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No server message: 'Something went wrong'. */
export const FailedWithoutMessage: Story = {
  args: { createAdmin: failing<CreatedResponse, CreateInput>() },
  parameters: { events: requiredSent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.createAdmin.failed,
    );
  },
};
