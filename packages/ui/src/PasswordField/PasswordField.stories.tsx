import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { PasswordField } from './PasswordField';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.passwordField;

const meta = {
  title: 'Forms/PasswordField',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: PasswordField,
  parameters: {
    usage: [
      'Every password input: it adds a show/hide toggle, reachable by keyboard.',
      'Set `autoComplete` (`current-password` to sign in, `new-password` to set one) so password managers help.',
      'Pair a new password with `PasswordChecklist`.',
    ],
  },
  args: {
    label: copy.password,
    name: 'password',
    showLabel: copy.show,
    hideLabel: copy.hide,
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement, globals }) => {
    const { passwordField: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(copy.password);
    await userEvent.type(input, 'S3cret!pass');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: copy.show });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: copy.hide })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Keyboard: the toggle is reachable and Space flips it back.
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('S3cret!pass');
  },
};

export const WithError: Story = {
  args: {
    label: copy.confirm,
    error: copy.mismatch,
    defaultValue: 'abc',
    autoComplete: 'new-password',
  },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
