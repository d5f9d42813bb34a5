import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  parameters: {
    usage: [
      'A yes/no choice that takes effect when the form is sent (Remember Me).',
      'The label says what a tick means; add a `hint` when the consequence is not obvious.',
      'For a setting that applies at once, use `Switch`; for one choice among several, `SegmentedControl` or `Select`.',
    ],
  },
  args: { label: 'Remember Me', checked: false, onCheckedChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Checkbox
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember Me' });
    await userEvent.click(within(canvasElement).getByText('Remember Me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { checked: true, hint: 'Stay signed in on this device.' },
  parameters: { chromatic: { disableSnapshot: false } },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { ...Checked, globals: { theme: 'dark' } };

/** In a table's selection column: the label read, not shown; partly ticked for some rows of the page. */
export const PartlyTickedHiddenLabel: Story = {
  args: { label: 'Select the members of this page', labelHidden: true, indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Select the members of this page',
    });
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
