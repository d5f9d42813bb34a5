import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  parameters: {
    usage: [
      "An on/off setting that applies at once, with no Save button (a member's Active flag).",
      'The label names the setting, not the action (Active, not Activate).',
      'In a form that is sent with a button, use `Checkbox`.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { label: storyCopy.en.switchControl.active, checked: true, onCheckedChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const control = within(canvasElement).getByRole('switch', {
      name: copyIn(globals).switchControl.active,
    });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
  },
};

export const Off: Story = { args: { checked: false } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = {
  args: { label: 'نشط' },
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    // On, the thumb sits at the end edge: the left one in right-to-left (its offset is a logical margin).
    const track = within(canvasElement).getByRole('switch', { name: 'نشط' });
    const thumb = track.firstElementChild!.getBoundingClientRect();
    const box = track.getBoundingClientRect();
    await expect(thumb.left - box.left).toBeLessThan(box.right - thumb.right);
  },
};
