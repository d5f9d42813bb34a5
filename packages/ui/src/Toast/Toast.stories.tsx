import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../layout/layout';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { raisingAToast } from './raising-a-toast';
import { useToast, type ToastOptions } from './toast-store';
import { Toaster } from './Toaster';

/** A toast of each kind, in the story's language. */
const examples = ({ toast: copy }: StoryCopy): Required<ToastOptions>[] => [
  { kind: 'success', title: copy.renewed, description: copy.renewedDetail },
  { kind: 'error', title: copy.renewalFailed, description: copy.renewalFailedDetail },
  { kind: 'info', title: copy.adminDeactivated, description: copy.adminDeactivatedDetail },
  { kind: 'warning', title: copy.sentTwice, description: copy.sentTwiceDetail },
];

function Triggers({ copy }: { copy: StoryCopy }) {
  const { toast } = useToast();
  return (
    <Inline>
      {examples(copy).map((example) => (
        <Button key={example.kind} variant="outline" onClick={() => toast(example)}>
          {copy.toast.show[example.kind]}
        </Button>
      ))}
      <Button
        variant="ghost"
        onClick={() => toast({ kind: 'success', title: copy.toast.activated })}
      >
        {copy.toast.titleOnly}
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Feedback/Toast',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: Toaster,
  parameters: {
    usage: [
      "A short result that does not need the user's answer: Member added, Renewed. Raised with `useToast().toast()`.",
      '`error` toasts are announced at once, the others politely; they leave on their own (F8 reaches them).',
      "Don't put the only copy of something important in a toast: a form's errors stay on the form (`InlineAlert`).",
    ],
    // The docs page's "How to raise a toast" section.
    howTo: raisingAToast,
  },
  // The labels the app gives the provider (the preview's provider holds the toaster).
  args: { labels: storyCopy.en.toast.labels },
  render: (_args, { globals }) => <Triggers copy={copyIn(globals)} />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAndLeaves: Story = {
  // A short duration so the test waits for the toast to leave on its own (the app uses 3500 ms).
  parameters: { toastDuration: 600 },
  play: async ({ canvasElement, globals }) => {
    const { toast: copy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.show.success }));
    const title = await body.findByText(copy.renewed);
    await waitFor(() => expect(title).toBeVisible());
    await expect(body.getByText(copy.renewedDetail)).toBeVisible();
    await waitFor(() => expect(body.queryByText(copy.renewed)).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const DismissWithButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const { toast: copy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.show.error }));
    await body.findByText(copy.renewalFailed);
    await userEvent.click(body.getByRole('button', { name: copy.labels.dismiss }));
    await waitFor(() => expect(body.queryByText(copy.renewalFailed)).toBeNull());
  },
};

export const AllKinds: Story = {
  // Long enough to stay for a screenshot.
  parameters: {
    toastDuration: 60_000,
    chromatic: { disableSnapshot: false },
    screenshot: 'viewport',
  },
  play: async ({ canvasElement, globals }) => {
    const { toast: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (const kind of ['success', 'error', 'info', 'warning'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: copy.show[kind] }));
    }
    const last = await body.findByText(copy.sentTwice);
    await waitFor(() => expect(last).toBeVisible());
    await expect(body.getAllByRole('button', { name: copy.labels.dismiss })).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllKinds, globals: { theme: 'dark' } };
export const RightToLeft: Story = { ...AllKinds, globals: { dir: 'rtl' } };

function SpecMessageTrigger({ copy }: { copy: StoryCopy['toast'] }) {
  const { toast } = useToast();
  return (
    <Button
      variant="outline"
      onClick={() => toast({ kind: 'info', title: copy.renewal, description: copy.specMessage })}
    >
      {copy.showSpecMessage}
    </Button>
  );
}

/** A spec message's ❌/✅/⚠️ is the toast's kind and icon (`splitStatusPrefix`), not part of its text. */
export const SpecMessage: Story = {
  parameters: { toastDuration: 60_000 },
  render: (_args, { globals }) => <SpecMessageTrigger copy={copyIn(globals).toast} />,
  play: async ({ canvasElement, globals }) => {
    const { toast: copy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: copy.showSpecMessage }),
    );
    const shown = copy.specMessage.replace(/^❌ /, '');
    const line = await body.findByText(shown);
    await expect(line.textContent).toBe(shown);
    await expect(line.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
  },
};
