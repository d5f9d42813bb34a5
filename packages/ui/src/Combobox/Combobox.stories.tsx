import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Combobox, type ComboboxProps } from './Combobox';

/** The stories' copy, in English; shown in the story's language (`argsIn` gives the options too). */
const copy = storyCopy.en.combobox;

// A sample of majors; the real list lives in the API contract.
const majors = Object.values(copy.majors);

/** The major's box: its name is the label, then the required mark. */
const majorBox = (canvasElement: HTMLElement, major: string) =>
  within(canvasElement).getByRole('combobox', { name: (name) => name.startsWith(major) });

/** The field as a form holds it: the chosen major, and the free text after Other. */
function MajorField(args: ComboboxProps) {
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
}

const meta = {
  title: 'Forms/Combobox',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
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
    label: copy.major,
    options: majors,
    value: '',
    onValueChange: fn(),
    emptyText: copy.noMajors,
    placeholder: copy.typeToSearch,
    otherOption: copy.majors.other,
    otherLabel: copy.yourMajor,
    otherHint: copy.specifyMajor,
    required: true,
  },
  render: (args) => <MajorField {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { combobox: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const input = majorBox(canvasElement, copy.major);
    await userEvent.type(input, copy.mechanicalQuery);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      copy.majors.mechanical,
      copy.majors.mechatronics,
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(copy.majors.mechatronics);
    await expect(input).toHaveValue(copy.majors.mechatronics);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  // Its baseline keeps the focus in the box: the list is open only while the box has it (storybook/visual-tests.ts).
  parameters: { chromatic: { disableSnapshot: false }, keepsFocus: true },
  play: async ({ canvasElement, globals }) => {
    const { combobox: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(majorBox(canvasElement, copy.major));
    await expect(canvas.getByRole('listbox', { name: copy.major })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { combobox: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const input = majorBox(canvasElement, copy.major);
    await userEvent.type(input, copy.unknownQuery);
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.noMajors);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}{Escape}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
  },
};

export const OtherAsFreeText: Story = {
  play: async ({ canvasElement, globals }) => {
    const { combobox: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    await userEvent.type(majorBox(canvasElement, copy.major), copy.otherQuery);
    await userEvent.keyboard('{Enter}');
    const free = canvas.getByRole('textbox', { name: (name) => name.startsWith(copy.yourMajor) });
    await expect(free).toHaveAccessibleDescription(copy.specifyMajor);
    await userEvent.type(free, copy.ownMajor);
    await expect(free).toHaveValue(copy.ownMajor);
  },
};

export const WithError: Story = { args: { error: copy.chooseMajor } };
export const Disabled: Story = { args: { disabled: true, value: copy.majors.civil } };
export const RightToLeft: Story = { ...Open, globals: { dir: 'rtl' } };

/**
 * Options named in the reader's language: each shows its label and gives its value (the page sends the English
 * value), and typing finds it by either. About Arabic names by nature: its own Arabic args, as written, in any
 * language.
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
  // Its options' values are English in any language, Other's too: `otherOption` as written (in the Arabic run
  // `argsIn` would give the meta's in Arabic, no value of these options).
  render: (args) => <MajorField {...args} otherOption={copy.majors.other} />,
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
