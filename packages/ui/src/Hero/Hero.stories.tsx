import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { Hero } from './Hero';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.hero;

/** The hero's one action in a language's copy. */
const join = ({ hero }: StoryCopy) => <Button size="lg">{hero.join}</Button>;

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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    title: copy.title,
    eyebrow: copy.eyebrow,
    subtitle: copy.subtitle,
    actions: join(storyCopy.en),
  },
  // The action, an element (which `argsIn` passes on as it is), in the story's language; none when it has none.
  render: (args, { globals }) => (
    <Hero {...args} actions={args.actions ? join(copyIn(globals)) : undefined} />
  ),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { hero } = copyIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title);
    await expect(canvas.getByRole('button', { name: hero.join })).toBeVisible();
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
  // Its own Arabic args, as written, in any language (and as its baseline shows them).
  render: (args) => <Hero {...args} />,
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
};
