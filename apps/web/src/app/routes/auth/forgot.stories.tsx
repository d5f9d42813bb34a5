import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import {
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '../../../features/auth/fixtures.ts';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { Component as ForgotPage } from './forgot.tsx';

function ForgotStory({ requestReset }: { requestReset: AnyActorLogic }) {
  return (
    <PageHarness path="/forgot" flows={{ forgotPassword: { actors: { requestReset } } }}>
      <ForgotPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Forgot password',
  component: ForgotStory,
  parameters: { bleed: true },
  args: {
    requestReset: resolves({ message: 'If the address is registered, a link is on its way.' }),
  },
} satisfies Meta<typeof ForgotStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function emailField(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('textbox', { name: /^Email/ });
}

/** editing: the email field, 'Send Reset Link', 'Back to Login' and the way to /reset-code. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: 'Have a code? Enter it here' })).toHaveAttribute(
      'href',
      '/reset-code',
    );
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

/** editing, empty or not an email: the field's message, nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email.');
    await userEvent.type(emailField(canvasElement), 'sara@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    await expect(emailField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvasElement)).toHaveValue('sara@');
  },
};

/** submitting: the button says so and waits. */
export const Submitting: Story = {
  args: { requestReset: pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'sara@example.com{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** sent: the spec's success message and the link to enter the mailed code. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'sara@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Reset link sent successfully! Check your email.',
      ),
    );
    await expect(
      canvas.getByRole('link', { name: 'Enter the code from the email' }),
    ).toHaveAttribute('href', '/reset-code?email=sara%40example.com');
  },
};

/** editing after a failure: the server's message. */
export const Failed: Story = {
  args: { requestReset: rejects(serverError(429, 'Too many requests. Please wait a minute.')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'sara@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute.',
    );
  },
};

/** editing after no answer: the spec's default failure text. */
export const FailedWithoutAnswer: Story = {
  args: { requestReset: rejects(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'sara@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to send reset link. Please try again.',
    );
  },
};
