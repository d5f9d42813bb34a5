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

/** Captured as a phone shows it (390 px wide): the prompt fixed at the bottom of the window. */
const onAPhone = {
  chromatic: {
    disableSnapshot: false,
    modes: { phone: { viewport: { width: 390, height: 320 } } },
  },
};
const arabic = { message: 'يتوفر إصدار جديد', actionLabel: 'إعادة التحميل' };

/** Announced politely (a status), with its one action. */
export const Available: Story = {
  parameters: onAPhone,
  play: async ({ canvasElement, args }) => {
    const prompt = within(canvasElement).getByRole('status');
    await expect(prompt).toHaveTextContent('A new version is available');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** In Arabic, right to left: the prompt at the start edge, its button after the text. */
export const Arabic: Story = {
  parameters: onAPhone,
  globals: { locale: 'ar', dir: 'rtl' },
  args: arabic,
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

/** In the dark theme. */
export const Dark: Story = { parameters: onAPhone, globals: { theme: 'dark' } };

/** In Arabic, in the dark theme. */
export const ArabicDark: Story = {
  parameters: onAPhone,
  globals: { locale: 'ar', dir: 'rtl', theme: 'dark' },
  args: arabic,
};
