import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { ProgressBar } from './ProgressBar';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.progressBar;

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  parameters: {
    usage: [
      'A long task done in steps whose count is known (a bulk action sent in batches).',
      'Give the progress in words too (`valueText`): it is shown beside the label and read as the value.',
      'For a wait of unknown length, use a `Spinner` or a button’s `loading`.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { label: copy.label, value: 100, max: 250, valueText: copy.partway },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvasElement, globals }) => {
    const { progressBar: copy } = copyIn(globals);
    const bar = within(canvasElement).getByRole('progressbar', { name: copy.label });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', copy.partway);
  },
};
export const Done: Story = {
  args: { value: 250, valueText: copy.done },
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: copyIn(globals).progressBar.label,
    });
    const fill = bar.firstElementChild as HTMLElement;
    // Full once the growth (a short transition) is over.
    await waitFor(() => expect(fill.getBoundingClientRect().width).toBeCloseTo(bar.clientWidth, 0));
  },
};
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
