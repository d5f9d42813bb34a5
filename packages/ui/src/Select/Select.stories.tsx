import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const searchFields = [
  { value: 'username', label: 'Username' },
  { value: 'email', label: 'Email' },
  { value: 'phoneNumber', label: 'Phone Number' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  parameters: {
    usage: [
      'One choice from a short, fixed list (Search by, Gender).',
      'Give it a `placeholder` when no choice is made yet; the label stays visible above it.',
      'For a long list the user may type to filter, use `Combobox`; for two to four options always in view, `SegmentedControl`.',
    ],
  },
  args: {
    label: 'Search by',
    options: searchFields,
    value: '',
    onValueChange: fn(),
    placeholder: 'Choose a field',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Select
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Search by' });
    await expect(trigger).toHaveTextContent('Choose a field');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(body.getByRole('option', { name: 'Email' }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
    // Radix's trigger took the stand-in's place when its code came (issue 32): the same name, now chosen.
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Search by' }),
    ).toHaveTextContent('Email');
  },
};

export const Chosen: Story = { args: { value: 'phoneNumber' } };

/**
 * Left open, so axe also checks the open list box. One rule is off here: while the list is open, Radix marks
 * the rest of the page `aria-hidden` and traps focus in the list (the modal select pattern), which axe's
 * aria-hidden-focus cannot see; every other rule runs.
 */
export const OpenList: Story = {
  args: { value: 'email' },
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Search by' }));
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Email' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

export const Cities: Story = {
  args: {
    label: 'City',
    required: true,
    // A sample; the app passes the contract's city list.
    options: ['Amman', 'Irbid', 'Zarqa', 'Aqaba'],
    placeholder: 'Select a city',
    error: 'City is required.',
  },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { ...Cities, globals: { theme: 'dark' } };
