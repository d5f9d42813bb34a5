import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../layout/layout';
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
  args: { children: 'Active', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Statuses: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <Inline>
      <StatusBadge value on="Active" off="Inactive" />
      <StatusBadge value={false} on="Active" off="Inactive" />
      <StatusBadge value on="Verified" off="Not Verified" />
      <StatusBadge value={false} on="Verified" off="Not Verified" />
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not Verified')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};

export const Dark: Story = { ...Statuses, globals: { theme: 'dark' } };
