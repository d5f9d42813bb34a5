import type { Meta, StoryObj } from '@storybook/react-vite';
import type { forgotPasswordMachine } from '@mijas/machines';
import { expect } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import {
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '../../../features/auth/fixtures.ts';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { fill, send } from '@mijas/flows/story-state';
import { Component as ForgotPage } from './forgot.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, startingWith } from '../../../testing/story-locale.ts';

function ForgotStory({ requestReset }: { requestReset: AnyActorLogic }) {
  return (
    <PageHarness path="/forgot" flows={{ forgotPassword: { actors: { requestReset } } }}>
      <ForgotPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Forgot password',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: ForgotStory,
  parameters: { bleed: true },
  args: {
    requestReset: resolves({ message: 'If the address is registered, a link is on its way.' }),
  },
} satisfies Meta<typeof ForgotStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the address. */
const typed = (email: string) => fill('forgotPassword', { email });
const submit = send<typeof forgotPasswordMachine>('forgotPassword', { type: 'form.submit' });

/** editing: the email field, 'Send Reset Link', 'Back to Login' and the way to /reset-code. */
export const Editing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.auth.forgot.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.text.auth.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.forgot.haveCode }),
    ).toHaveAttribute('href', '/reset-code');
    await expect(canvas.getByRole('button', { name: copy.text.auth.forgot.submit })).toBeEnabled();
  },
};

/** editing, submitted empty: the field's message, nothing sent. */
export const EmailMissing: Story = {
  parameters: { events: [submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.forgotPassword.emailRequired,
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.forgot.email) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** editing, not an email: the field's message, what was typed kept, nothing sent. */
export const InvalidEmail: Story = {
  parameters: { events: [...typed('sara@'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.forgotPassword.emailInvalid,
    );
    const email = canvas.getByRole('textbox', { name: startingWith(copy.text.auth.forgot.email) });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('sara@');
  },
};

/** submitting: the button says so and waits. */
export const Submitting: Story = {
  args: { requestReset: pending() },
  parameters: { events: [...typed('sara@example.com'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: copy.text.auth.forgot.submitting }),
    ).toBeDisabled();
  },
};

/** sent: the spec's success message and the link to enter the mailed code. */
export const Sent: Story = {
  parameters: { events: [...typed('sara@example.com'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      copy.messages.forgotPassword.success,
    );
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.forgot.enterCode }),
    ).toHaveAttribute('href', '/reset-code?email=sara%40example.com');
  },
};

/** editing after a failure: the server's message. */
export const Failed: Story = {
  args: { requestReset: rejects(serverError(429, 'Too many requests. Please wait a minute.')) },
  parameters: {
    chromatic: pageSnapshot,
    events: [...typed('sara@example.com'), submit],
  },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute.',
    );
  },
};

/** editing after no answer: the spec's default failure text. */
export const FailedWithoutAnswer: Story = {
  args: { requestReset: rejects(offline()) },
  parameters: { events: [...typed('sara@example.com'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.forgotPassword.failed,
    );
  },
};
