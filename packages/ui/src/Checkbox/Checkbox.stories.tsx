import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Checkbox } from './Checkbox';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.checkbox;

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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { label: copy.rememberMe, checked: false, onCheckedChange: fn() },
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
  play: async ({ args, canvasElement, globals }) => {
    const { rememberMe } = copyIn(globals).checkbox;
    const box = within(canvasElement).getByRole('checkbox', { name: rememberMe });
    await userEvent.click(within(canvasElement).getByText(rememberMe));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { checked: true, hint: copy.rememberMeHint },
  parameters: { chromatic: { disableSnapshot: false } },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { ...Checked, globals: { theme: 'dark' } };

/** In a table's selection column: the label read, not shown; partly ticked for some rows of the page. */
export const PartlyTickedHiddenLabel: Story = {
  args: { label: copy.selectPage, labelHidden: true, indeterminate: true },
  play: async ({ canvasElement, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: copyIn(globals).checkbox.selectPage,
    });
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
