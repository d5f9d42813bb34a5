import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

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
  args: { label: 'Progress', value: 100, max: 250, valueText: '100 of 250 members' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100 of 250 members');
  },
};
export const Done: Story = {
  args: { value: 250, valueText: '250 of 250 members' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Progress' });
    const fill = bar.firstElementChild as HTMLElement;
    // Full once the growth (a short transition) is over.
    await waitFor(() => expect(fill.getBoundingClientRect().width).toBeCloseTo(bar.clientWidth, 0));
  },
};
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
