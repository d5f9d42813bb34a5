import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  args: { label: 'Loading...' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading admin details...', showLabel: true, size: 'lg' },
  parameters: { chromatic: { disableSnapshot: false } },
};
