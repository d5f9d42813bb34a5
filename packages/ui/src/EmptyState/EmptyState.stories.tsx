import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { EmptyState } from './EmptyState';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.emptyState;

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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { title: copy.noMembers },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(copyIn(globals).emptyState.noMembers),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { title: copy.noHistory, description: copy.tryAnother },
  render: (args, { globals }) => (
    <EmptyState
      {...args}
      action={<Button variant="outline">{copyIn(globals).emptyState.clearSearch}</Button>}
    />
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
