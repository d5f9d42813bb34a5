import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Footer } from './Footer';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.footer;

const meta = {
  title: 'Landing/Footer',
  component: Footer,
  parameters: {
    bleed: true,
    usage: [
      "The landing's closing band: the club's address, opening hours, social links and copyright.",
      'Texts come from the message catalogue; social links open in a new tab.',
      'Once per page, at its end; dashboards have no footer.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    // The brand and the social networks' names are names: the same in both languages.
    brand: 'MIJAS',
    ...copy,
    social: [
      { label: 'Facebook', href: 'https://facebook.com/' },
      { label: 'Instagram', href: 'https://instagram.com/' },
      { label: 'LinkedIn', href: 'https://linkedin.com/' },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByText(copyIn(globals).footer.hours)).toBeVisible();
    await expect(within(footer).getAllByRole('link')).toHaveLength(3);
  },
};

export const WithoutSocialLinks: Story = { args: { social: [] } };
/** Arabic in any language, right to left. */
export const RightToLeft: Story = { args: storyCopy.ar.footer, globals: { dir: 'rtl' } };
