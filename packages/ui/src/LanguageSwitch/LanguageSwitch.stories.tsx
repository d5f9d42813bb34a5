import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { LanguageSwitch } from './LanguageSwitch';

// Each language by its own name, in every language.
const languages = [
  { value: 'en', name: 'English' },
  { value: 'ar', name: 'العربية' },
] as const;

/** The story's language, as the switch's value (English outside the app's preview). */
const storyLanguage = (globals: Record<string, unknown>) =>
  globals.locale === 'ar' ? ('ar' as const) : ('en' as const);

const meta = {
  title: 'Actions/LanguageSwitch',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: LanguageSwitch<'en' | 'ar'>,
  parameters: {
    usage: [
      "The site's languages side by side, in the landing's navbar and in every panel: each named in itself, never translated.",
      'A plain click switches the page in place; each option is also a link to the page in that language.',
    ],
  },
  args: {
    label: storyCopy.en.languageSwitch.language,
    languages,
    value: 'en',
    onValueChange: fn(),
    hrefOf: (language) => `?lang=${language}`,
  },
  render: function Render(args, { globals, initialArgs }) {
    // The page's language is the story's: the switch starts on it, unless a story or Controls chose another
    // value than this English (as `argsIn` shows a text in the story's language until it is edited).
    const [value, setValue] = useState(
      args.value === 'en' && initialArgs.value === 'en' ? storyLanguage(globals) : args.value,
    );
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
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: copyIn(globals).languageSwitch.language });
    const english = within(group).getByRole('link', { name: 'English' });
    const arabic = within(group).getByRole('link', { name: 'العربية' });
    // The story's language is the current one; the switch goes to the other and back.
    const mine = storyLanguage(globals);
    const theOther = mine === 'ar' ? 'en' : 'ar';
    const [current, other] = mine === 'ar' ? [arabic, english] : [english, arabic];
    // Each language is named in itself, and marked as written in it.
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAttribute('href', '?lang=ar');
    await expect(english).toHaveAttribute('href', '?lang=en');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(other).not.toHaveAttribute('aria-current');
    // A click switches in place (the link is not followed).
    await userEvent.click(other);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(theOther);
    await expect(other).toHaveAttribute('aria-current', 'true');
    await expect(window.location.search).not.toContain(`lang=${theOther}`);
    // From the keyboard: Tab reaches each language, Enter chooses it.
    current.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(mine);
    await expect(current).toHaveAttribute('aria-current', 'true');
    // The other language, next in the page's order (English is first: from Arabic, Shift+Tab).
    await userEvent.tab({ shift: mine === 'ar' });
    await expect(other).toHaveFocus();
    // The current language chosen again changes nothing.
    await userEvent.click(current);
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { args: { value: 'ar' }, globals: { dir: 'rtl' } };
