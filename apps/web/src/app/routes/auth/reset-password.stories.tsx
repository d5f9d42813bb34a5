import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_MIN_LENGTH } from '@mijas/api/contract';
import type { resetPasswordMachine } from '@mijas/machines';
import { expect, within } from 'storybook/test';
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
import { fill, send } from '@mijas/flows/story-state';
import { Component as ResetPasswordPage } from './reset-password.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import {
  endingWith,
  storyCatalogue,
  shown,
  storyText,
  startingWith,
} from '../../../testing/story-locale.ts';

function ResetPasswordStory({
  resetPassword,
  url,
  timeStands = false,
}: {
  resetPassword: AnyActorLogic;
  url: string;
  /** The redirect 2 s after a success never comes: the success stays on screen. */
  timeStands?: boolean;
}) {
  return (
    <PageHarness
      path="/reset-password"
      url={url}
      timeStands={timeStands}
      flows={{ resetPassword: { actors: { resetPassword } } }}
    >
      <ResetPasswordPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Reset password',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: ResetPasswordStory,
  parameters: { bleed: true },
  args: {
    resetPassword: resolves({ message: 'Your password has been reset.' }),
    url: '/reset-password?token=t1',
  },
} satisfies Meta<typeof ResetPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the two passwords. */
const typed = (newPassword: string, confirmPassword: string) =>
  fill('resetPassword', { newPassword, confirmPassword });
const submit = send<typeof resetPasswordMachine>('resetPassword', { type: 'form.submit' });
/** A strong password, typed twice and sent. */
const sent = [...typed('Abcdefg1!', 'Abcdefg1!'), submit];

const newPassword = (el: HTMLElement) =>
  within(el).getByLabelText(startingWith(storyText().text.auth.resetPassword.newPassword), {
    selector: 'input',
  });
const confirmPassword = (el: HTMLElement) =>
  within(el).getByLabelText(startingWith(storyText().text.auth.resetPassword.confirmPassword), {
    selector: 'input',
  });
const checklist = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: storyText().text.auth.resetPassword.checklist }));

/** The checklist's rules read as not met (the text after each rule, for screen readers). */
const unmet = (el: HTMLElement) =>
  checklist(el).queryAllByText(endingWith(`: ${storyText().text.auth.resetPassword.unmet}`));

/** editing: the empty form, none of the five rules met yet. */
export const Editing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.auth.resetPassword.title }),
    ).toBeVisible();
    await expect(unmet(canvasElement)).toHaveLength(5);
  },
};

/** editing: the checklist follows the typing, rule by rule (eight lowercase letters: two rules met). */
export const ChecklistPartlyMet: Story = {
  parameters: { events: typed('abcdefgh', '') },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages } = storyCatalogue(loaded);
    await reached(canvasElement);
    const length = checklist(canvasElement).getByText(
      startingWith(messages.passwordRules.length(PASSWORD_MIN_LENGTH)),
    );
    await expect(length).toHaveTextContent(endingWith(`: ${text.auth.resetPassword.met}`));
    await expect(unmet(canvasElement)).toHaveLength(3);
  },
};

/** editing: every rule met. */
export const ChecklistMet: Story = {
  parameters: { events: typed('abcdefghA1!', '') },
  play: async ({ canvasElement }) => {
    await reached(canvasElement);
    await expect(unmet(canvasElement)).toHaveLength(0);
  },
};

/** editing without a token: '❌ Missing token.' and no submit. */
export const MissingToken: Story = {
  args: { url: '/reset-password' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      copy.messages.verifyEmailToken.missingToken,
    );
    await expect(
      canvas.getByRole('button', { name: copy.text.auth.resetPassword.submit }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.resetPassword.requestLink }),
    ).toHaveAttribute('href', '/forgot');
  },
};

/** editing, a weak password submitted: fix the requirements. */
export const WeakPassword: Story = {
  parameters: { events: [...typed('short', 'short'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.resetPassword.fixRequirements,
    );
    await expect(newPassword(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** editing, the two passwords differ. */
export const Mismatch: Story = {
  parameters: {
    chromatic: pageSnapshot,
    events: [...typed('Abcdefg1!', 'Abcdefg1?'), submit],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.resetPassword.mismatch,
    );
    await expect(confirmPassword(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** submitting: the button waits. */
export const Submitting: Story = {
  args: { resetPassword: pending() },
  parameters: { events: sent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: copy.text.auth.resetPassword.submitting }),
    ).toBeDisabled();
  },
};

/** editing after a refused token: the server's message. */
export const Failed: Story = {
  args: {
    resetPassword: rejects(
      identityError(400, 'InvalidToken', 'This link is invalid or has expired.'),
    ),
  },
  parameters: { events: sent },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  },
};

/** editing after no answer: '❌ Reset failed.' */
export const FailedWithoutAnswer: Story = {
  args: { resetPassword: rejects(offline()) },
  parameters: { events: sent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.resetPassword.failed),
    );
  },
};

/** succeeded: the server's message and the way to /login (the redirect held). */
export const Succeeded: Story = {
  args: { timeStands: true },
  parameters: { events: sent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password has been reset.',
    );
    await expect(
      canvas.getByRole('link', { name: copy.text.auth.resetPassword.loginNow }),
    ).toHaveAttribute('href', '/login');
  },
};

/** succeeded with an empty answer: the spec's default text (the redirect held). */
export const SucceededDefaultMessage: Story = {
  args: { resetPassword: resolves({}), url: '/reset-password?key=k1', timeStands: true },
  parameters: { events: sent },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      shown(copy.messages.resetPassword.success),
    );
  },
};

/** redirected: 2 s after the success, on to /login. */
export const RedirectedToLogin: Story = {
  parameters: { events: sent },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO, {}, { timeout: 4000 })).toHaveTextContent(
      /^\/login$/,
    );
  },
};
