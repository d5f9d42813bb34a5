import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../layout/layout';
import { raisingAToast } from './raising-a-toast';
import { useToast, type ToastOptions } from './toast-store';
import { Toaster } from './Toaster';

const examples: Required<ToastOptions>[] = [
  {
    kind: 'success',
    title: 'Membership renewed',
    description: 'alice is a member until 2027-03-01.',
  },
  { kind: 'error', title: 'Renewal failed', description: 'The server did not answer. Try again.' },
  { kind: 'info', title: 'Admin deactivated', description: 'rana can no longer log in.' },
  {
    kind: 'warning',
    title: 'Verification email sent twice',
    description: 'Wait before sending another.',
  },
];

function Triggers() {
  const { toast } = useToast();
  return (
    <Inline>
      {examples.map((example) => (
        <Button key={example.kind} variant="outline" onClick={() => toast(example)}>
          Show {example.kind}
        </Button>
      ))}
      <Button variant="ghost" onClick={() => toast({ kind: 'success', title: 'Member activated' })}>
        Title only
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Feedback/Toast',
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
  args: {
    labels: { region: 'Notifications ({hotkey})', toast: 'Notification', dismiss: 'Dismiss' },
  },
  render: () => <Triggers />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAndLeaves: Story = {
  // A short duration so the test waits for the toast to leave on its own (the app uses 3500 ms).
  parameters: { toastDuration: 600 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const title = await body.findByText('Membership renewed');
    await waitFor(() => expect(title).toBeVisible());
    await expect(body.getByText('alice is a member until 2027-03-01.')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Membership renewed')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const DismissWithButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await body.findByText('Renewal failed');
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Renewal failed')).toBeNull());
  },
};

export const AllKinds: Story = {
  // Long enough to stay for a screenshot.
  parameters: {
    toastDuration: 60_000,
    chromatic: { disableSnapshot: false },
    screenshot: 'viewport',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (const kind of ['success', 'error', 'info', 'warning']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${kind}` }));
    }
    const last = await body.findByText('Verification email sent twice');
    await waitFor(() => expect(last).toBeVisible());
    await expect(body.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);
  },
};

export const Dark: Story = { ...AllKinds, globals: { theme: 'dark' } };
export const RightToLeft: Story = { ...AllKinds, globals: { dir: 'rtl' } };

function SpecMessageTrigger() {
  const { toast } = useToast();
  return (
    <Button
      variant="outline"
      onClick={() =>
        toast({
          kind: 'info',
          title: 'Renewal',
          description: '❌ Error renewing membership: Member not found.',
        })
      }
    >
      Show spec message
    </Button>
  );
}

/** A spec message's ❌/✅/⚠️ is the toast's kind and icon (`splitStatusPrefix`), not part of its text. */
export const SpecMessage: Story = {
  parameters: { toastDuration: 60_000 },
  render: () => <SpecMessageTrigger />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show spec message' }));
    const line = await body.findByText('Error renewing membership: Member not found.');
    await expect(line.textContent).toBe('Error renewing membership: Member not found.');
    await expect(line.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
  },
};
