import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { TextAreaField } from './TextAreaField';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.textArea;

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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { label: copy.address, name: 'addressDetails', hint: copy.addressHint },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = copyIn(globals).textArea;
    const input = within(canvasElement).getByRole('textbox', { name: text.address });
    await userEvent.type(input, `${text.typedFirst}{Enter}${text.typedSecond}`);
    await expect(input).toHaveValue(`${text.typedFirst}\n${text.typedSecond}`);
    await expect(input).toHaveAccessibleDescription(text.addressHint);
  },
};

export const WithError: Story = {
  args: { required: true, error: copy.addressRequired },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: copy.addressValue } };
export const RightToLeft: Story = {
  args: { label: 'العنوان', hint: 'المبنى والشارع والمنطقة', defaultValue: 'الشميساني، عمّان' },
  globals: { dir: 'rtl' },
};
