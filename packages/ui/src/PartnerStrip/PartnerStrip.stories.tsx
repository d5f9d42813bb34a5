import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartnerStrip } from './PartnerStrip';

/** A logo as a data URL, so stories need no network. */
function logo(text: string, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="${color}"/><text x="80" y="31" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const partners = [
  { name: 'Jordan Engineers Bank', logoSrc: logo('JEB', '#2c6140') },
  { name: 'Amman Sports City', logoSrc: logo('ASC', '#1d5a8f') },
  { name: 'Petra Insurance', logoSrc: logo('PETRA', '#8a4b00') },
  { name: 'Dead Sea Resorts', href: 'https://example.org' },
  { name: 'Aqaba Labs' },
];

const meta = {
  title: 'Landing/PartnerStrip',
  component: PartnerStrip,
  args: { partners, label: 'Our partners' },
} satisfies Meta<typeof PartnerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FivePartners: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Our partners' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByRole('img', { name: 'Petra Insurance' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Dead Sea Resorts' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
