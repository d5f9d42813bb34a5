import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl<string>,
  parameters: {
    usage: [
      'A choice between two to four options shown side by side, where one is always chosen and the change shows at once (Join Us or Inquiry).',
      'Keep the options to a word or two each.',
      'For more options, use `Select`; for a yes/no setting, `Switch`.',
    ],
  },
  args: {
    label: 'Form type',
    options: ['Join Us', 'Inquiry'],
    value: 'Join Us',
    onValueChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SegmentedControl
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SegmentedControl<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JoinUsOrInquiry: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Form type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Inquiry' }));
    await expect(canvas.getByRole('radio', { name: 'Inquiry' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Inquiry');
    // Arrow keys move between the options; Space chooses.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Join Us' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Join Us' })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Join Us');
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { options: ['انضم إلينا', 'استفسار'], value: 'انضم إلينا' },
  globals: { dir: 'rtl' },
};
