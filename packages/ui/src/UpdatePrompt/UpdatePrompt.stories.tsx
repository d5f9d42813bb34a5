import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  parameters: {
    usage: [
      "A new version of the app is ready (a new build's service worker waits): the prompt stays until the user reloads.",
      'It never reloads by itself: what the user is doing (a form half filled) is theirs to finish first.',
      'Reload lets the new version take over and reloads the page once; the button is busy meanwhile.',
    ],
  },
  args: {
    message: 'A new version is available',
    actionLabel: 'Reload',
    onReload: fn(),
  },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced politely (a status), with its one action. */
export const Available: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, args }) => {
    const prompt = within(canvasElement).getByRole('status');
    await expect(prompt).toHaveTextContent('A new version is available');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** In Arabic, right to left: the prompt at the start edge, its button after the text. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: 'يتوفر إصدار جديد', actionLabel: 'إعادة التحميل' },
  play: async ({ canvasElement }) => {
    const prompt = within(canvasElement).getByRole('status');
    await expect(prompt).toHaveTextContent('يتوفر إصدار جديد');
    await expect(within(prompt).getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
  },
};

/** After Reload, while the new version takes over: busy, and not pressed twice. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reload' });
    await expect(button).toBeDisabled();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};
