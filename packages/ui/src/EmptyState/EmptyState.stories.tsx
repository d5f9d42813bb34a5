import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  parameters: {
    usage: [
      'What a list or page shows when there is nothing to show yet: No members found.',
      'Say what is missing in the `title`, and offer the next step in `action` when there is one (Clear the search).',
      'Not for errors: a failed load shows an `InlineAlert` with Try again.',
    ],
  },
  args: { title: 'No members found.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members found.')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No membership history found.',
    description: 'Try another username.',
    action: <Button variant="outline">Clear search</Button>,
  },
  parameters: { chromatic: { disableSnapshot: false } },
};
