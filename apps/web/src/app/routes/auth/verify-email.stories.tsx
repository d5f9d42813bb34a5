import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import {
  offline,
  pending,
  rejects,
  rejectsWith,
  resolvesWith,
  serverError,
} from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { Component as VerifyEmailPage } from './verify-email.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyText } from '../../../testing/story-locale.ts';

function VerifyEmailStory({
  verifyEmail,
  url,
  timeStands = false,
}: {
  verifyEmail: AnyActorLogic;
  url: string;
  /** The redirect 800 ms after a success never comes: the success stays on screen. */
  timeStands?: boolean;
}) {
  return (
    <PageHarness
      path="/verifyemail"
      url={url}
      timeStands={timeStands}
      flows={{ verifyEmailToken: { actors: { verifyEmail } } }}
    >
      <VerifyEmailPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Verify email (token)',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: VerifyEmailStory,
  parameters: { bleed: true },
  args: {
    // The server's answer in the story's language, as it answers in the request's.
    verifyEmail: resolvesWith(() => ({ message: storyText().messages.api.emailVerified })),
    url: '/verifyemail?token=t1',
  },
} satisfies Meta<typeof VerifyEmailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** error at once: no token or key in the address. */
export const MissingToken: Story = {
  args: { url: '/verifyemail' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      copy.messages.verifyEmailToken.missingToken,
    );
    await expect(canvas.getByRole('link', { name: copy.text.auth.backToLogin })).toBeVisible();
  },
};

/** loading: 'Verifying token...'. */
export const Loading: Story = {
  args: { verifyEmail: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copy.messages.verifyEmailToken.verifying,
    );
  },
};

/** success: the server's message and the way on (the redirect held). */
export const Success: Story = {
  parameters: { chromatic: pageSnapshot },
  args: { url: '/verifyemail?key=k%2F1', timeStands: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // After 'Verifying token...', the page's other status.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(copy.messages.verifyEmailToken.success),
    );
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.verifyEmail.continue }),
    ).toHaveAttribute('href', '/reset-password?token=k%2F1');
  },
};

/** redirected: 800 ms after the success, on to /reset-password?token= with the key. */
export const RedirectedToResetPassword: Story = {
  args: { url: '/verifyemail?key=k%2F1' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO, {}, { timeout: 3000 })).toHaveTextContent(
      '/reset-password?token=k%2F1',
    );
  },
};

/** error: the server's message. */
export const Failed: Story = {
  parameters: { chromatic: pageSnapshot },
  args: {
    verifyEmail: rejectsWith(() => serverError(400, storyText().messages.api.invalidActionToken)),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyCatalogue(loaded).messages.api.invalidActionToken,
    );
  },
};

/** error without an answer: 'Verification failed.' */
export const FailedWithoutAnswer: Story = {
  args: { verifyEmail: rejects(offline()) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.verifyEmailToken.failed,
    );
  },
};
