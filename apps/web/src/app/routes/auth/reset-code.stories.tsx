import type { Meta, StoryObj } from '@storybook/react-vite';
import type { resetCodeMachine } from '@mijas/machines';
import { expect, userEvent } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { identityError, pending, rejectsWith, resolves } from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { fill, send } from '@mijas/flows/story-state';
import { Component as ResetCodePage } from './reset-code.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyText, startingWith } from '../../../testing/story-locale.ts';

function ResetCodeStory({ verifyCode, url }: { verifyCode: AnyActorLogic; url?: string }) {
  return (
    <PageHarness
      path="/reset-code"
      url={url ?? '/reset-code?email=sara%40example.com'}
      flows={{ resetCode: { actors: { verifyCode } } }}
    >
      <ResetCodePage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Reset code',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: ResetCodeStory,
  parameters: { bleed: true },
  args: { verifyCode: resolves({ resetToken: 'reset-token-1' }) },
} satisfies Meta<typeof ResetCodeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the code (the address comes from the link). */
const typed = (code: string) => fill('resetCode', { code });
const submit = send<typeof resetCodeMachine>('resetCode', { type: 'form.submit' });

/** editing: the email from the link filled in, the code to type. */
export const Editing: Story = {
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.auth.resetCode.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.resetCode.email) }),
    ).toHaveValue('sara@example.com');
    await expect(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.resetCode.code) }),
    ).toHaveAccessibleDescription(copy.text.auth.resetCode.codeHint);
  },
};

/** The typing itself: the code field keeps only the digits (a gesture, so this story types). */
export const TypingKeepsDigits: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.resetCode.code) }),
      '12 34-56',
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.resetCode.code) }),
    ).toHaveValue('123456');
  },
};

/** editing, a short code: the message, nothing sent. */
export const IncompleteCode: Story = {
  parameters: { events: [...typed('123'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.resetCode.codeRequired,
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.resetCode.code) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** verifying: the button waits. */
export const Verifying: Story = {
  args: { verifyCode: pending() },
  parameters: { events: [...typed('123456'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: copy.text.auth.resetCode.submitting }),
    ).toBeDisabled();
  },
};

/** editing after a wrong code: the server's message, the code kept to correct. */
export const WrongCode: Story = {
  args: {
    verifyCode: rejectsWith(() =>
      identityError(400, 'InvalidResetCode', storyText().messages.resetCode.invalid),
    ),
  },
  parameters: {
    chromatic: pageSnapshot,
    events: [...typed('999999'), submit],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.resetCode.invalid,
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(copy.text.auth.resetCode.code) }),
    ).toHaveValue('999999');
  },
};

/** verified: on to /reset-password with the server's reset token. */
export const Verified: Story = {
  args: { url: '/reset-code' },
  parameters: {
    events: [...fill('resetCode', { email: 'sara@example.com', code: '123456' }), submit],
  },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(
      '/reset-password?token=reset-token-1',
    );
  },
};
