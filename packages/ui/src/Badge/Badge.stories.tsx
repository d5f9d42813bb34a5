import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../layout/layout';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Badge, StatusBadge } from './Badge';
import { badgeTones } from './Badge.css';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  parameters: {
    usage: [
      'A short status in a table cell or beside a value: Active / Inactive, Verified / Not Verified. One or two words.',
      'For a yes/no value use `StatusBadge`, which picks the tone and the words from the value.',
      'Not a button and not a message: for something the user must read or act on, use `InlineAlert`.',
      'The tone is never the only cue: the word says the same thing as the colour.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { children: storyCopy.en.badge.active, tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Statuses: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (_args, { globals }) => {
    const copy = copyIn(globals).badge;
    return (
      <Inline>
        <StatusBadge value on={copy.active} off={copy.inactive} />
        <StatusBadge value={false} on={copy.active} off={copy.inactive} />
        <StatusBadge value on={copy.verified} off={copy.notVerified} />
        <StatusBadge value={false} on={copy.verified} off={copy.notVerified} />
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const copy = copyIn(globals).badge;
    await expect(canvas.getByText(copy.notVerified)).toBeVisible();
    await expect(canvas.getByText(copy.inactive)).toBeVisible();
  },
};

export const Dark: Story = { ...Statuses, globals: { theme: 'dark' } };
