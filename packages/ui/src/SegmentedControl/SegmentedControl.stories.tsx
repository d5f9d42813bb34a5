import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { SegmentedControl } from './SegmentedControl';

/** The stories' copy, in English; shown in the story's language (`argsIn` gives the options and value too). */
const copy = storyCopy.en.segmentedControl;

const meta = {
  title: 'Forms/SegmentedControl',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: SegmentedControl<string>,
  parameters: {
    usage: [
      'A choice between two to four options shown side by side, where one is always chosen and the change shows at once (Join Us or Inquiry).',
      'Keep the options to a word or two each.',
      'For more options, use `Select`; for a yes/no setting, `Switch`.',
    ],
  },
  args: {
    label: copy.formType,
    options: [copy.joinUs, copy.inquiry],
    value: copy.joinUs,
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
  play: async ({ args, canvasElement, globals }) => {
    const { segmentedControl: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: copy.formType })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: copy.inquiry }));
    await expect(canvas.getByRole('radio', { name: copy.inquiry })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(copy.inquiry);
    // Arrow keys move between the options (right to left, ArrowLeft is the next, wrapping round to the first of
    // two); Space chooses.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: copy.joinUs })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('radio', { name: copy.joinUs })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(copy.joinUs);
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { options: ['انضم إلينا', 'استفسار'], value: 'انضم إلينا' },
  globals: { dir: 'rtl' },
};
