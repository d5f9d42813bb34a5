import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartnerStrip } from './PartnerStrip';

/**
 * A logo as a data URL, so stories need no network. Shapes only: text inside an image would use the
 * machine's fonts, not the bundled ones, and make screenshots drift.
 */
function logo(color: string, shape: 'circle' | 'diamond' | 'bars') {
  const marks = {
    circle: `<circle cx="30" cy="24" r="14" fill="#fff"/>`,
    diamond: `<path d="M30 8 46 24 30 40 14 24Z" fill="#fff"/>`,
    bars: `<rect x="14" y="12" width="8" height="24" fill="#fff"/><rect x="26" y="18" width="8" height="18" fill="#fff"/><rect x="38" y="8" width="8" height="28" fill="#fff"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="${color}"/>${marks[shape]}<rect x="60" y="16" width="84" height="6" rx="3" fill="#fff"/><rect x="60" y="28" width="56" height="6" rx="3" fill="#fff" opacity="0.7"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const partners = [
  { name: 'Jordan Engineers Bank', logoSrc: logo('#2c6140', 'circle') },
  { name: 'Amman Sports City', logoSrc: logo('#1d5a8f', 'diamond') },
  { name: 'Petra Insurance', logoSrc: logo('#8a4b00', 'bars') },
  { name: 'Dead Sea Resorts', href: 'https://example.org' },
  { name: 'Aqaba Labs' },
];

const meta = {
  title: 'Landing/PartnerStrip',
  component: PartnerStrip,
  parameters: {
    usage: [
      "The partners' logos on the landing, in an even grid.",
      "Put it in a `Section` with id `partners`, so the navbar's Partners link reaches it.",
      "Each partner needs a name (the logo's text alternative); a link is optional.",
    ],
  },
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
