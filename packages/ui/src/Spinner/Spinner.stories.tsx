import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: {
    usage: [
      'Shows that something is loading where nothing else can show it.',
      "Prefer the component's own state where it has one: a Button's `loading`, a DataTable's `loading`.",
      'Its `label` is announced politely; show it (`showLabel`) when the wait may be long.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { label: storyCopy.en.spinner.loading },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      copyIn(globals).spinner.loading,
    );
  },
};

export const WithLabel: Story = {
  args: { label: storyCopy.en.spinner.loadingAdmin, showLabel: true, size: 'lg' },
  parameters: { chromatic: { disableSnapshot: false } },
};
