import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox } from './Combobox';

// A sample of majors; the real list lives in the API contract.
const majors = [
  'Architecture Engineering',
  'Chemical Engineering',
  'Civil Engineering',
  'Computer Engineering',
  'Electrical Engineering',
  'Industrial Engineering',
  'Mechanical Engineering',
  'Mechatronics Engineering',
  'Other',
];

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  parameters: {
    usage: [
      'One choice from a long list the user may type to find (majors, nationalities, countries).',
      "Offer `otherOption` when the list cannot hold every answer: choosing it shows a text field for the user's own.",
      'Set `emptyText` for a filter that finds nothing (No majors found).',
      'For a short list (up to about ten) use `Select`; to search records on the server, `SearchCombobox`.',
    ],
  },
  args: {
    label: 'Major',
    options: majors,
    value: '',
    onValueChange: fn(),
    emptyText: 'No majors found',
    placeholder: 'Type to search...',
    otherOption: 'Other',
    otherLabel: 'Your major',
    otherHint: 'Please specify your major',
    required: true,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [other, setOther] = useState('');
    return (
      <div style={{ maxInlineSize: '24rem', minBlockSize: '22rem' }}>
        <Combobox
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
          otherValue={other}
          onOtherValueChange={setOther}
        />
      </div>
    );
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Major/ });
    await userEvent.type(input, 'mech');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Mechanical Engineering',
      'Mechatronics Engineering',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('Mechatronics Engineering');
    await expect(input).toHaveValue('Mechatronics Engineering');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  // Its baseline keeps the focus in the box: the list is open only while the box has it (storybook/visual-tests.ts).
  parameters: { chromatic: { disableSnapshot: false }, keepsFocus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Major/ }));
    await expect(canvas.getByRole('listbox', { name: 'Major' })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Major/ });
    await userEvent.type(input, 'astrology');
    await expect(canvas.getByRole('status')).toHaveTextContent('No majors found');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}{Escape}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
  },
};

export const OtherAsFreeText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Major/ }), 'oth');
    await userEvent.keyboard('{Enter}');
    const free = canvas.getByRole('textbox', { name: /Your major/ });
    await expect(free).toHaveAccessibleDescription('Please specify your major');
    await userEvent.type(free, 'Biomedical Engineering');
    await expect(free).toHaveValue('Biomedical Engineering');
  },
};

export const WithError: Story = { args: { error: 'Please choose a major.' } };
export const Disabled: Story = { args: { disabled: true, value: 'Civil Engineering' } };
export const RightToLeft: Story = { ...Open, globals: { dir: 'rtl' } };

/**
 * Options named in the reader's language: each shows its label and gives its value (the page sends the English
 * value), and typing finds it by either.
 */
export const NamedOptionsInArabic: Story = {
  args: {
    label: 'التخصص',
    options: [
      { value: 'Civil Engineering', label: 'الهندسة المدنية' },
      { value: 'Computer Science', label: 'علم الحاسوب' },
      { value: 'Law', label: 'القانون' },
      { value: 'Other', label: 'أخرى' },
    ],
    emptyText: 'لم يُعثر على تخصص',
    placeholder: 'اكتب للبحث...',
    otherLabel: 'تخصصك',
    otherHint: 'يرجى تحديد تخصصك',
  },
  globals: { dir: 'rtl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /التخصص/ });
    await userEvent.type(input, 'حاسوب');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'علم الحاسوب',
    ]);
    await userEvent.clear(input);
    await userEvent.type(input, 'law{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('Law');
    await expect(input).toHaveValue('القانون');
  },
};
