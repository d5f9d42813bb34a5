import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Hero } from './Hero';

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  parameters: {
    bleed: true,
    usage: [
      "The landing's opening band; its title is the page's only `h1` (its last word is set in the brand green).",
      'One main action in `actions` (Join Us): a solid Button shows in the brand green on the dark band.',
      'Keep the subtitle to one or two sentences. Once per page, at its top.',
    ],
  },
  args: {
    title: 'WE ARE MIJAS',
    eyebrow: "Engineers' Association Club · Amman",
    subtitle: 'A club for engineers and their families: sports, courses and events all year round.',
    actions: <Button size="lg">Join Us</Button>,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('WE ARE MIJAS');
    await expect(canvas.getByRole('button', { name: 'Join Us' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, subtitle: undefined, actions: undefined },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: {
    title: 'نحن ميجاس',
    eyebrow: 'نادي نقابة المهندسين',
    subtitle: 'نادٍ للمهندسين وعائلاتهم.',
    actions: <Button size="lg">انضم إلينا</Button>,
  },
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
};
