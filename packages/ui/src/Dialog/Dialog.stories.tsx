import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Stack } from '../layout/layout';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { useToast } from '../Toast/toast-store';
import { RowContextMenu } from '../RowMenu/RowMenu';
import { Dialog, DialogClose } from './Dialog';
import { dialogSizes } from './Dialog.css';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: {
    usage: [
      'A task or a confirmation that must be finished or dismissed before going on: Renew Membership, Deactivate Member.',
      "Controlled: the page's machine decides `open`; Escape and the close button call `onOpenChange(false)`. Focus returns to what opened it.",
      'Put the actions in `footer`: the main action last (a solid or danger Button), Cancel before it as `DialogClose asChild`.',
      'Keep it short: a long form belongs on a page.',
    ],
  },
  args: { open: false, onOpenChange: fn(), title: 'Renew Membership', closeLabel: 'Close' },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const change = (next: boolean) => {
      setOpen(next);
      args.onOpenChange(next);
    };
    return (
      <>
        <Button onClick={() => change(true)}>{args.title}</Button>
        <Dialog {...args} open={open} onOpenChange={change} />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const renewForm = {
  description: 'Extend the membership of alice.',
  children: (
    <Stack gap="md">
      <TextField label="Number of Days" type="number" min={1} defaultValue={30} />
      <TextField
        label="Amount"
        type="number"
        min={0}
        step={0.01}
        defaultValue="25.00"
        hint="In dollars"
      />
    </Stack>
  ),
  footer: (
    <>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button>Renew</Button>
    </>
  ),
};

export const EscapeCloses: Story = {
  args: renewForm,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Renew Membership' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Renew Membership' });
    await expect(dialog).toHaveAccessibleDescription('Extend the membership of alice.');
    // Focus moves into the dialog.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CancelAndCloseButtons: Story = {
  args: renewForm,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Renew Membership' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

export const Open: Story = {
  args: { ...renewForm, open: true },
  parameters: { chromatic: { disableSnapshot: false }, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Details: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'Admin Details',
    children: (
      <DescriptionList
        fallback="N/A"
        items={[
          { term: 'ID', value: '7f3c2a' },
          { term: 'Username', value: 'admin.rana' },
          { term: 'Email', value: 'rana@example.org' },
          { term: 'Full Name', value: 'Rana Odeh' },
          { term: 'Phone', value: '' },
          { term: 'Gender', value: 'Female' },
          { term: 'Email Verified', value: 'Yes' },
          { term: 'Active', value: 'No' },
          { term: 'Created At', value: '2026-01-14' },
        ]}
      />
    ),
    footer: (
      <DialogClose asChild>
        <Button variant="outline">Close</Button>
      </DialogClose>
    ),
  },
};

export const Loading: Story = {
  args: {
    open: true,
    title: 'Membership Renewal',
    children: <Spinner label="Loading renewal details..." showLabel />,
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  ...Open,
  args: { ...Open.args, title: 'تجديد العضوية', description: 'تمديد عضوية alice.' },
  globals: { dir: 'rtl' },
};

/** Content taller than the screen scrolls inside the body, which then takes the focus so arrow keys scroll it. */
export const LongContentScrolls: Story = {
  args: {
    open: true,
    title: 'Membership History',
    children: (
      <Stack gap="md">
        {Array.from({ length: 60 }, (_, index) => (
          <p key={index}>Renewal {index + 1}: 30 days, 25.00 dollars.</p>
        ))}
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const body = within(dialog)
      .getByText('Renewal 1: 30 days, 25.00 dollars.')
      .closest('[tabindex]');
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    const scrollable = body as HTMLElement;
    expect(scrollable.scrollHeight).toBeGreaterThan(scrollable.clientHeight);
  },
};

/**
 * Content that arrives after the dialog opened (the details replacing a spinner) makes the body a tab stop as
 * soon as it is there, not a frame later.
 */
export const ContentArrivingLaterScrolls: Story = {
  args: {
    open: true,
    title: 'Membership History',
    children: <ShowAllRenewals />,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Show all renewals' });
    const body = button.parentElement as HTMLElement;
    expect(body).not.toHaveAttribute('tabindex');
    // What the body is the moment React puts the list in (a mutation record, before any frame is drawn).
    const whenListed = new Promise<string | null>((resolve) => {
      const watcher = new MutationObserver(() => {
        if (!body.textContent?.includes('Renewal 60')) return;
        watcher.disconnect();
        resolve(body.getAttribute('tabindex'));
      });
      watcher.observe(body, { childList: true, subtree: true });
    });
    button.click();
    expect(await whenListed).toBe('0');
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    expect(body).toHaveAttribute('tabindex', '0');
  },
};

function ShowAllRenewals() {
  const [all, setAll] = useState(false);
  if (!all) return <Button onClick={() => setAll(true)}>Show all renewals</Button>;
  return (
    <Stack gap="md">
      {Array.from({ length: 60 }, (_, index) => (
        <p key={index}>Renewal {index + 1}: 30 days, 25.00 dollars.</p>
      ))}
    </Stack>
  );
}

/** Content that fits is not a tab stop of its own. */
export const ShortContentIsNoTabStop: Story = {
  args: { ...renewForm, open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const field = within(dialog).getByLabelText('Number of Days');
    await waitFor(() => expect(field).toBeVisible());
    expect(dialog.querySelector('[tabindex="0"]')).toBeNull();
  },
};

/**
 * Opened from a row's menu (Shift+F10, then an item), the dialog gives the focus back to the row when it closes:
 * the menu item that opened it is gone by then.
 */
export const FromARowMenu: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <RowContextMenu
          label="Actions for alice"
          items={[{ id: 'details', label: 'View Details', onSelect: () => setOpen(true) }]}
        >
          <div role="group" aria-label="alice">
            alice
          </div>
        </RowContextMenu>
        <Dialog {...args} title="Member Details" open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const row = canvas.getByRole('group', { name: 'alice' });
    row.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.click(await body.findByRole('menuitem', { name: 'View Details' }));
    await expect(await body.findByRole('dialog', { name: 'Member Details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** A footer button that fails as a renewal can: an error toast, the focus staying on the button in the dialog. */
function FailingRenew() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          kind: 'error',
          title: 'Renewal failed',
          description: 'The server did not answer. Try again.',
        })
      }
    >
      Renew
    </Button>
  );
}

/** Whether two boxes share any point. */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A toast raised from inside a dialog (a failed renewal): it never covers the dialog's close button, and Escape
 * with the focus in the dialog closes the dialog, not first the toast above it (issue 30). Wide and tall, so the
 * dialog's top end corner is where the toasts stand.
 */
export const ToastAboveDialog: Story = {
  args: {
    ...LongContentScrolls.args,
    open: false,
    size: 'lg',
    title: 'Renew Membership',
    footer: <FailingRenew />,
  },
  parameters: { toastDuration: 60_000 },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Renew Membership' }));
    const dialog = await body.findByRole('dialog', { name: 'Renew Membership' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    const toast = (await body.findByText('Renewal failed')).closest('li') as HTMLElement;
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Renew' })).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() =>
      expect(overlaps(toast.getBoundingClientRect(), close.getBoundingClientRect())).toBe(false),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The toast is still there to read; a second Escape is the toast's.
    await expect(body.getByText('Renewal failed')).toBeVisible();
  },
};

export const ToastAboveDialogRightToLeft: Story = {
  ...ToastAboveDialog,
  globals: { dir: 'rtl' },
};
