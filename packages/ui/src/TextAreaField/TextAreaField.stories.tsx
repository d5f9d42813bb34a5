import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  parameters: {
    usage: [
      "Free text of more than one line: address details, an inquiry's message.",
      'Set `rows` to the length you expect; the user can resize it in height only.',
      'For one line, use `TextField`.',
    ],
  },
  args: { label: 'Address Details', name: 'addressDetails', hint: 'Building, street and area.' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Address Details' });
    await userEvent.type(input, 'Building 12{Enter}Queen Rania Street');
    await expect(input).toHaveValue('Building 12\nQueen Rania Street');
    await expect(input).toHaveAccessibleDescription('Building, street and area.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Address details are required.' },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Shmeisani, Amman' } };
export const RightToLeft: Story = {
  args: { label: 'العنوان', hint: 'المبنى والشارع والمنطقة', defaultValue: 'الشميساني، عمّان' },
  globals: { dir: 'rtl' },
};
