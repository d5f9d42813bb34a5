import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

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
  args: {
    brand: 'MIJAS',
    tagline: "The club of the Jordan Engineers' Association.",
    address: 'Professional Associations Complex, Shmeisani, Amman, Jordan',
    hours: 'Sunday-Thursday 8:00 AM-4:00 PM',
    social: [
      { label: 'Facebook', href: 'https://facebook.com/' },
      { label: 'Instagram', href: 'https://instagram.com/' },
      { label: 'LinkedIn', href: 'https://linkedin.com/' },
    ],
    copyright: '© 2026 MIJAS Club. All rights reserved.',
    headings: { visit: 'Visit us', hours: 'Opening hours', follow: 'Follow us' },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByText('Sunday-Thursday 8:00 AM-4:00 PM')).toBeVisible();
    await expect(within(footer).getAllByRole('link')).toHaveLength(3);
  },
};

export const WithoutSocialLinks: Story = { args: { social: [] } };
export const RightToLeft: Story = {
  args: {
    brand: 'ميجاس',
    address: 'مجمع النقابات المهنية، الشميساني، عمّان',
    hours: 'الأحد - الخميس 8:00 ص - 4:00 م',
    copyright: '© 2026 نادي ميجاس',
    headings: { visit: 'زورونا', hours: 'ساعات العمل', follow: 'تابعونا' },
  },
  globals: { dir: 'rtl' },
};
