import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { UpdatePrompt } from './UpdatePrompt';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.updatePrompt;

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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    message: copy.available,
    actionLabel: copy.reload,
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
/** The Arabic stories' args, in any language (their `locale` global is Arabic, and so are their baselines). */
const arabic = {
  message: storyCopy.ar.updatePrompt.available,
  actionLabel: storyCopy.ar.updatePrompt.reload,
};

/** Announced politely (a status), with its one action. */
export const Available: Story = {
  parameters: onAPhone,
  play: async ({ canvasElement, args, globals }) => {
    const { updatePrompt: copy } = copyIn(globals);
    const prompt = within(canvasElement).getByRole('status');
    await expect(prompt).toHaveTextContent(copy.available);
    await userEvent.click(within(prompt).getByRole('button', { name: copy.reload }));
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
    await expect(prompt).toHaveTextContent(arabic.message);
    await expect(within(prompt).getByRole('button', { name: arabic.actionLabel })).toBeVisible();
  },
};

/** After Reload, while the new version takes over: busy, and not pressed twice. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: copyIn(globals).updatePrompt.reload,
    });
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
