import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import {
  identityError,
  offline,
  pending,
  rejects,
  resolves,
} from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { Component as EmailVerificationPage } from './email-verification.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, shown } from '../../../testing/story-locale.ts';

function EmailVerificationStory({
  verifyEmail,
  requiredActions,
  url,
  timeStands = false,
}: {
  verifyEmail: AnyActorLogic;
  requiredActions: AnyActorLogic;
  url: string;
  /** The redirect 2 or 3 s after the outcome never comes: the outcome stays on screen. */
  timeStands?: boolean;
}) {
  return (
    <PageHarness
      path="/email-verification"
      url={url}
      timeStands={timeStands}
      flows={{ emailVerification: { actors: { verifyEmail, requiredActions } } }}
    >
      <EmailVerificationPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Email verification',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: EmailVerificationStory,
  parameters: { bleed: true },
  args: {
    verifyEmail: resolves({ message: 'Email verified.' }),
    requiredActions: resolves([]),
    url: '/email-verification?key=k1',
  },
} satisfies Meta<typeof EmailVerificationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** invalidLink: no key in the address. */
export const NoKey: Story = {
  args: { url: '/email-verification' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      copy.messages.emailVerification.noKey,
    );
    await expect(canvas.getByRole('link', { name: copy.text.auth.backToLogin })).toBeVisible();
  },
};

/** verifying: a spinner with what is happening. */
export const Verifying: Story = {
  args: { verifyEmail: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copy.messages.emailVerification.verifying,
    );
  },
};

/** verified, checking the required actions. */
export const CheckingRequiredActions: Story = {
  args: { requiredActions: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        copy.text.auth.emailVerification.checking,
      ),
    );
  },
};

/** verified, nothing else to do: the message and the way to /login (the redirect held). */
export const VerifiedToLogin: Story = {
  args: { timeStands: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        shown(copy.messages.emailVerification.verified),
      ),
    );
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.emailVerification.loginNow }),
    ).toHaveAttribute('href', '/login');
  },
};

/** redirected: 3 s after the verification, on to /login. */
export const VerifiedRedirectedToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO, {}, { timeout: 5000 })).toHaveTextContent(
      /^\/login$/,
    );
  },
};

/** verified, UPDATE_PASSWORD pending: the way to /reset-password?token= (the redirect held). */
export const VerifiedPasswordNeeded: Story = {
  parameters: { chromatic: pageSnapshot },
  args: { requiredActions: resolves(['UPDATE_PASSWORD']), timeStands: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        copy.messages.emailVerification.passwordNeeded,
      ),
    );
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.emailVerification.setPasswordNow }),
    ).toHaveAttribute('href', '/reset-password?token=k1');
  },
};

/** redirected: 2 s after the verification, on to set the password. */
export const VerifiedRedirectedToResetPassword: Story = {
  args: { requiredActions: resolves(['UPDATE_PASSWORD']) },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO, {}, { timeout: 4000 })).toHaveTextContent(
      '/reset-password?token=k1',
    );
  },
};

/** failed: the first item's description; no required actions, so it stays. */
export const Failed: Story = {
  parameters: { chromatic: pageSnapshot },
  args: {
    verifyEmail: rejects(identityError(400, 'InvalidToken', 'This link has already been used.')),
    requiredActions: rejects(identityError(400, 'InvalidToken', 'This link is invalid.')),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link has already been used.',
    );
    await expect(
      await canvas.findByRole('link', { name: copy.text.auth.backToLogin }),
    ).toBeVisible();
  },
};

/** failed without an answer: the generic text. */
export const FailedWithoutAnswer: Story = {
  args: { verifyEmail: rejects(offline()), requiredActions: rejects(offline()) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.emailVerification.failedGeneric,
    );
  },
};

/** failed, but UPDATE_PASSWORD pending: still the way on to set the password (the redirect held). */
export const FailedPasswordNeeded: Story = {
  args: {
    verifyEmail: rejects(identityError(400, 'AlreadyVerified', 'The email is already verified.')),
    requiredActions: resolves(['UPDATE_PASSWORD']),
    timeStands: true,
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: copy.text.auth.emailVerification.setPasswordNow }),
    ).toHaveAttribute('href', '/reset-password?token=k1');
  },
};

/** redirected: failed, but UPDATE_PASSWORD pending, so on to set the password after 2 s. */
export const FailedRedirectedToResetPassword: Story = {
  args: {
    verifyEmail: rejects(identityError(400, 'AlreadyVerified', 'The email is already verified.')),
    requiredActions: resolves(['UPDATE_PASSWORD']),
  },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO, {}, { timeout: 4000 })).toHaveTextContent(
      '/reset-password?token=k1',
    );
  },
};
