import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { identityError, pending, rejects, resolves } from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { Component as ResetCodePage } from './reset-code.tsx';

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
  component: ResetCodeStory,
  parameters: { bleed: true },
  args: { verifyCode: resolves({ resetToken: 'reset-token-1' }) },
} satisfies Meta<typeof ResetCodeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function codeField(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('textbox', { name: /^Reset code/ });
}

/** editing: the email from the link filled in, the code to type. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter Reset Code' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('sara@example.com');
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(
      '6 digits, from the email we sent you',
    );
    await userEvent.type(codeField(canvasElement), '12 34-56');
    await expect(codeField(canvasElement)).toHaveValue('123456');
  },
};

/** editing, a short code: the message, nothing sent. */
export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from your email.',
    );
  },
};

/** verifying: the button waits. */
export const Verifying: Story = {
  args: { verifyCode: pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '123456{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

/** editing after a wrong code: the server's message, the code kept to correct. */
export const WrongCode: Story = {
  args: {
    verifyCode: rejects(
      identityError(400, 'InvalidResetCode', 'The code is invalid or has expired.'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '999999{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The code is invalid or has expired.',
    );
    await expect(codeField(canvasElement)).toHaveValue('999999');
  },
};

/** verified: on to /reset-password with the server's reset token. */
export const Verified: Story = {
  args: { url: '/reset-code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'sara@example.com');
    await userEvent.type(codeField(canvasElement), '123456{Enter}');
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(
      '/reset-password?token=reset-token-1',
    );
  },
};
