import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../layout/layout';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { InlineAlert } from './InlineAlert';
import { alertTones } from './InlineAlert.css';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  parameters: {
    usage: [
      "A message in the flow of the page, next to what it is about: a form's error, a result, a note.",
      '`error` is announced at once; `success`, `warning` and `info` politely. Say what happened and what to do next.',
      "For a result that should not take space on the page (Member added), use a toast; for a field's own error, the field's `error`.",
      "A spec message's leading ❌, ✅ or ⚠️ becomes the alert's tone and icon and is not read out (`splitStatusPrefix`; toasts and field errors too).",
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { tone: 'error', children: storyCopy.en.inlineAlert.loginFailed },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's '❌ Login failed.': the ❌ is the alert's error icon, the text reads without it. */
export const ErrorTone: Story = {
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    // The message without its ❌.
    await expect(alert.textContent).toBe(
      copyIn(globals).inlineAlert.loginFailed.replace(/^❌ /, ''),
    );
    await expect(alert).toHaveAttribute('data-tone', 'error');
    await expect(alert.querySelector('[aria-hidden] svg')).toBeVisible();
  },
};

/**
 * The spec's messages start with ❌, ✅ or ⚠️ (`splitStatusPrefix`): the emoji is the alert's tone and icon. A
 * message given as an error and marked ⚠️ looks like a warning and is still announced at once.
 */
export const SpecMessages: Story = {
  render: (_args, { globals }) => {
    const copy = copyIn(globals).inlineAlert;
    return (
      <Stack gap="md">
        <InlineAlert tone="error">{copy.resetFailed}</InlineAlert>
        <InlineAlert tone="info">{copy.resetDone}</InlineAlert>
        <InlineAlert tone="error">{copy.enterCredentials}</InlineAlert>
        <InlineAlert tone="error">❌ فشل تسجيل الدخول.</InlineAlert>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const copy = copyIn(globals).inlineAlert;
    const withoutMark = (text: string) => text.replace(/^(❌|✅|⚠️) /u, '');
    const canvas = within(canvasElement);
    const [failed, warning, arabic] = canvas.getAllByRole('alert');
    await expect(failed).toHaveAttribute('data-tone', 'error');
    await expect(failed!.textContent).toBe(withoutMark(copy.resetFailed));
    await expect(warning).toHaveAttribute('data-tone', 'warning');
    await expect(warning!.textContent).toBe(withoutMark(copy.enterCredentials));
    await expect(arabic!.textContent).toBe('فشل تسجيل الدخول.');
    const success = canvas.getByRole('status');
    await expect(success).toHaveAttribute('data-tone', 'success');
    await expect(success.textContent).toBe(withoutMark(copy.resetDone));
  },
};

export const AllTones: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (_args, { globals }) => {
    const copy = copyIn(globals).inlineAlert;
    return (
      <Stack gap="md">
        <InlineAlert tone="success">{copy.linkSent}</InlineAlert>
        <InlineAlert tone="error" title={copy.verifyFailed}>
          {copy.linkExpired}
        </InlineAlert>
        <InlineAlert tone="info">{copy.verifying}</InlineAlert>
        <InlineAlert tone="warning">{copy.joinLimit}</InlineAlert>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      copyIn(globals).inlineAlert.linkExpired,
    );
  },
};

export const LongMessage: Story = {
  args: { tone: 'error' },
  render: (args, { globals }) => (
    <InlineAlert {...args}>{copyIn(globals).inlineAlert.forbidden.repeat(3)}</InlineAlert>
  ),
};

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { tone: 'success', children: 'تم التحقق من البريد الإلكتروني.' },
  globals: { dir: 'rtl' },
};
