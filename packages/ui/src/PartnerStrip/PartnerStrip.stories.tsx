import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { PartnerStrip } from './PartnerStrip';

/** The stories' copy, in English; shown in the story's language (`argsIn` gives the partners' names too). */
const copy = storyCopy.en.partnerStrip;

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
  { name: copy.bank, logoSrc: logo('#2c6140', 'circle') },
  { name: copy.sportsCity, logoSrc: logo('#1d5a8f', 'diamond') },
  { name: copy.insurance, logoSrc: logo('#8a4b00', 'bars') },
  { name: copy.resorts, href: 'https://example.org' },
  { name: copy.labs },
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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { partners, label: copy.label },
} satisfies Meta<typeof PartnerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FivePartners: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { partnerStrip: copy } = copyIn(globals);
    const list = within(canvasElement).getByRole('list', { name: copy.label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByRole('img', { name: copy.insurance })).toBeVisible();
    await expect(within(list).getByRole('link', { name: copy.resorts })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
