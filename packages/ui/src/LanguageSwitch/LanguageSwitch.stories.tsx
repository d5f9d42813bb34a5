import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const languages = [
  { value: 'en', name: 'English' },
  { value: 'ar', name: 'العربية' },
] as const;

const meta = {
  title: 'Actions/LanguageSwitch',
  component: LanguageSwitch<'en' | 'ar'>,
  parameters: {
    usage: [
      "The site's languages side by side, in the landing's navbar and in every panel: each named in itself, never translated.",
      'A plain click switches the page in place; each option is also a link to the page in that language.',
    ],
  },
  args: {
    label: 'Language',
    languages,
    value: 'en',
    onValueChange: fn(),
    hrefOf: (language) => `?lang=${language}`,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch<'en' | 'ar'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishOrArabic: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('link', { name: 'English' });
    const arabic = within(group).getByRole('link', { name: 'العربية' });
    // Each language is named in itself, and marked as written in it.
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAttribute('href', '?lang=ar');
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(arabic).not.toHaveAttribute('aria-current');
    // A click switches in place (the link is not followed).
    await userEvent.click(arabic);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ar');
    await expect(arabic).toHaveAttribute('aria-current', 'true');
    await expect(window.location.search).not.toContain('lang=ar');
    // From the keyboard: Tab reaches each language, Enter chooses it.
    english.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('en');
    await expect(english).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await expect(arabic).toHaveFocus();
    // The current language chosen again changes nothing.
    await userEvent.click(english);
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { args: { value: 'ar' }, globals: { dir: 'rtl' } };
