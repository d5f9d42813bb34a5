import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { TextField } from './TextField';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.textField;

const meta = {
  title: 'Forms/TextField',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: TextField,
  parameters: {
    usage: [
      'Every one-line text input: names, email, phone, dates, numbers (set `type`).',
      "The label is always visible; a `hint` says the expected form (In dollars), the `error` what to fix, from the contract's messages.",
      'Set `autoComplete` and `inputMode` so phones and browsers help.',
      'For passwords use `PasswordField`; for long text, `TextAreaField`.',
    ],
  },
  args: { label: copy.identifier, name: 'emailOrUsername', autoComplete: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: copyIn(globals).textField.identifier,
    });
    await userEvent.type(input, 'alice@example.org');
    await expect(input).toHaveValue('alice@example.org');
  },
};

export const WithHint: Story = {
  args: {
    label: copy.days,
    type: 'number',
    min: 1,
    hint: copy.daysHint,
    defaultValue: 30,
  },
};

export const WithError: Story = {
  args: {
    label: copy.email,
    type: 'email',
    required: true,
    defaultValue: 'alice@',
    error: copy.emailInvalid,
  },
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { textField } = copyIn(globals);
    // The label, then its required mark.
    const input = within(canvasElement).getByRole('textbox', {
      name: (name) => name.startsWith(textField.email),
    });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(textField.emailInvalid);
  },
};

export const Disabled: Story = {
  args: { label: copy.searchValue, disabled: true, placeholder: copy.chooseField },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: copyIn(globals).textField.searchValue }),
    ).toBeDisabled();
  },
};

/**
 * Read-only (a value fixed by the form, e.g. the country): announced as read-only with its reason, and drawn as
 * a muted well, unlike the editable field beside it, with its text at full strength (not greyed as disabled).
 */
export const ReadOnly: Story = {
  args: {
    label: copy.country,
    name: 'country',
    value: copy.jordan,
    readOnly: true,
    hint: copy.countryHint,
  },
  render: (args, { globals }) => {
    const { textField } = copyIn(globals);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <TextField {...args} />
        <TextField label={textField.city} name="city" defaultValue={textField.irbid} />
        <TextField label={textField.region} name="region" defaultValue={textField.north} disabled />
      </div>
    );
  },
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { textField } = copyIn(globals);
    const canvas = within(canvasElement);
    const country = canvas.getByRole('textbox', { name: textField.country });
    const city = canvas.getByRole('textbox', { name: textField.city });
    const region = canvas.getByRole('textbox', { name: textField.region });
    await expect(country).toHaveAttribute('readonly');
    await expect(country).toHaveAccessibleDescription(textField.countryHint);
    await userEvent.type(country, 'x');
    await expect(country).toHaveValue(textField.jordan);
    const look = (input: HTMLElement) => {
      const style = getComputedStyle(input);
      return { background: style.backgroundColor, border: style.borderTopColor, text: style.color };
    };
    // Not the editable field's look: another background and border.
    await expect(look(country).background).not.toBe(look(city).background);
    await expect(look(country).border).not.toBe(look(city).border);
    // Not the disabled look either: its text is as strong as an editable field's.
    await expect(look(country).text).toBe(look(city).text);
    await expect(look(country).text).not.toBe(look(region).text);
    country.blur();
  },
};

export const LongContent: Story = {
  args: {
    label: copy.address,
    defaultValue: copy.addressValue,
    hint: copy.addressHint,
  },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { label: 'اسم المستخدم', defaultValue: 'مهندس', hint: 'كما في بطاقة العضوية' },
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
};

/** Native pickers follow the theme (`color-scheme`). */
/**
 * Right to left, fields whose text always reads left to right (email, phone, number; a username or code given
 * `dir="ltr"`) keep that direction, their placeholder with them; other text follows the page.
 */
export const RightToLeftLtrFields: Story = {
  args: { label: 'البريد الإلكتروني' },
  globals: { dir: 'rtl' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField {...args} type="email" placeholder="name@example.com" />
      <TextField label="رقم الهاتف" type="tel" placeholder="+962791234567" />
      <TextField label="المبلغ" type="number" placeholder="25" />
      <TextField label="رمز التحقق" inputMode="numeric" dir="ltr" placeholder="123456" />
      <TextField label="المدينة" placeholder="عمّان" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const direction = (label: string) => {
      const input = canvas.getByLabelText(label);
      return [
        input.getAttribute('dir'),
        getComputedStyle(input).direction,
        getComputedStyle(input, '::placeholder').direction,
      ];
    };
    for (const label of ['البريد الإلكتروني', 'رقم الهاتف', 'المبلغ', 'رمز التحقق'])
      await expect(direction(label)).toEqual(['ltr', 'ltr', 'ltr']);
    await expect(direction('المدينة')).toEqual([null, 'rtl', 'rtl']);
  },
};

export const DateOfBirthDark: Story = {
  args: { label: copy.dateOfBirth, type: 'date', defaultValue: '1990-04-12' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByLabelText(copyIn(globals).textField.dateOfBirth),
    ).toHaveValue('1990-04-12');
  },
};
