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
import { copyIn, filled, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { Dialog, DialogClose, type DialogProps } from './Dialog';
import { dialogSizes } from './Dialog.css';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.dialog;

/**
 * What a story puts in the dialog, its body and its actions, made in the story's language: elements, which
 * `argsIn` passes on as they are.
 */
type Content = (copy: StoryCopy) => Pick<DialogProps, 'children' | 'footer'>;

/** A button (the dialog's title) that opens the dialog, with `content` in the story's language. */
const withTrigger = (content?: Content) =>
  function Render(args: DialogProps, { globals }: { globals: Record<string, unknown> }) {
    const [open, setOpen] = useState(args.open);
    const change = (next: boolean) => {
      setOpen(next);
      args.onOpenChange(next);
    };
    return (
      <>
        <Button onClick={() => change(true)}>{args.title}</Button>
        <Dialog {...args} {...content?.(copyIn(globals))} open={open} onOpenChange={change} />
      </>
    );
  };

const meta = {
  title: 'Overlays/Dialog',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: Dialog,
  parameters: {
    usage: [
      'A task or a confirmation that must be finished or dismissed before going on: Renew Membership, Deactivate Member.',
      "Controlled: the page's machine decides `open`; Escape and the close button call `onOpenChange(false)`. Focus returns to what opened it.",
      'Put the actions in `footer`: the main action last (a solid or danger Button), Cancel before it as `DialogClose asChild`.',
      'Keep it short: a long form belongs on a page.',
    ],
  },
  args: {
    open: false,
    onOpenChange: fn(),
    title: copy.renewMembership,
    closeLabel: copy.close,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: withTrigger(),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renew's form: its fields, Cancel and Renew. */
const renewForm: Content = ({ dialog }) => ({
  children: (
    <Stack gap="md">
      <TextField label={dialog.days} type="number" min={1} defaultValue={30} />
      <TextField
        label={dialog.amount}
        type="number"
        min={0}
        step={0.01}
        defaultValue="25.00"
        hint={dialog.amountHint}
      />
    </Stack>
  ),
  footer: (
    <>
      <DialogClose asChild>
        <Button variant="outline">{dialog.cancel}</Button>
      </DialogClose>
      <Button>{dialog.renew}</Button>
    </>
  ),
});

/** A renewal of the long history (`number` from 1). */
const renewalLine = (dialog: StoryCopy['dialog'], number: number) =>
  filled(dialog.renewalLine, { number });

/** Sixty renewals: taller than the screen. */
const renewals: Content = ({ dialog }) => ({
  children: (
    <Stack gap="md">
      {Array.from({ length: 60 }, (_, index) => (
        <p key={index}>{renewalLine(dialog, index + 1)}</p>
      ))}
    </Stack>
  ),
});

export const EscapeCloses: Story = {
  args: { description: copy.renewDescription },
  render: withTrigger(renewForm),
  play: async ({ args, canvasElement, globals }) => {
    const { dialog: copy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: copy.renewMembership });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: copy.renewMembership });
    await expect(dialog).toHaveAccessibleDescription(copy.renewDescription);
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
  args: { description: copy.renewDescription },
  render: withTrigger(renewForm),
  play: async ({ args, canvasElement, globals }) => {
    const { dialog: copy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: copy.renewMembership });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: copy.cancel }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: copy.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

export const Open: Story = {
  args: { description: copy.renewDescription, open: true },
  render: withTrigger(renewForm),
  parameters: { chromatic: { disableSnapshot: false }, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Details: Story = {
  args: { open: true, size: 'lg', title: copy.adminDetails },
  render: withTrigger(({ dialog }) => ({
    children: (
      <DescriptionList
        fallback={dialog.notAvailable}
        items={[
          { term: dialog.terms.id, value: '7f3c2a' },
          { term: dialog.terms.username, value: 'admin.rana' },
          { term: dialog.terms.email, value: 'rana@example.org' },
          { term: dialog.terms.fullName, value: 'Rana Odeh' },
          { term: dialog.terms.phone, value: '' },
          { term: dialog.terms.gender, value: dialog.female },
          { term: dialog.terms.emailVerified, value: dialog.yes },
          { term: dialog.terms.active, value: dialog.no },
          { term: dialog.terms.createdAt, value: '2026-01-14' },
        ]}
      />
    ),
    footer: (
      <DialogClose asChild>
        <Button variant="outline">{dialog.close}</Button>
      </DialogClose>
    ),
  })),
};

export const Loading: Story = {
  args: { open: true, title: copy.membershipRenewal },
  render: withTrigger(({ dialog }) => ({
    children: <Spinner label={dialog.loadingRenewal} showLabel />,
  })),
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  ...Open,
  args: { ...Open.args, title: 'تجديد العضوية', description: 'تمديد عضوية alice.' },
  globals: { dir: 'rtl' },
};

/** Content taller than the screen scrolls inside the body, which then takes the focus so arrow keys scroll it. */
export const LongContentScrolls: Story = {
  args: { open: true, title: copy.membershipHistory },
  render: withTrigger(renewals),
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const body = within(dialog)
      .getByText(renewalLine(copyIn(globals).dialog, 1))
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
  args: { open: true, title: copy.membershipHistory },
  render: withTrigger((language) => ({ children: <ShowAllRenewals copy={language} /> })),
  play: async ({ canvasElement, globals }) => {
    const { dialog: copy } = copyIn(globals);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: copy.showAllRenewals });
    const body = button.parentElement as HTMLElement;
    expect(body).not.toHaveAttribute('tabindex');
    // What the body is the moment React puts the list in (a mutation record, before any frame is drawn).
    const whenListed = new Promise<string | null>((resolve) => {
      const watcher = new MutationObserver(() => {
        if (!body.textContent?.includes(renewalLine(copy, 60))) return;
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

function ShowAllRenewals({ copy }: { copy: StoryCopy }) {
  const [all, setAll] = useState(false);
  if (!all) return <Button onClick={() => setAll(true)}>{copy.dialog.showAllRenewals}</Button>;
  return renewals(copy).children;
}

/** Content that fits is not a tab stop of its own. */
export const ShortContentIsNoTabStop: Story = {
  args: { description: copy.renewDescription, open: true },
  render: withTrigger(renewForm),
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const field = within(dialog).getByLabelText(copyIn(globals).dialog.days);
    await waitFor(() => expect(field).toBeVisible());
    expect(dialog.querySelector('[tabindex="0"]')).toBeNull();
  },
};

/**
 * Opened from a row's menu (Shift+F10, then an item), the dialog gives the focus back to the row when it closes:
 * the menu item that opened it is gone by then.
 */
export const FromARowMenu: Story = {
  render: function Render(args, { globals }) {
    const { dialog: copy } = copyIn(globals);
    const [open, setOpen] = useState(false);
    return (
      <>
        <RowContextMenu
          label={copy.actionsForAlice}
          items={[{ id: 'details', label: copy.viewDetails, onSelect: () => setOpen(true) }]}
        >
          <div role="group" aria-label="alice">
            alice
          </div>
        </RowContextMenu>
        <Dialog {...args} title={copy.memberDetails} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { dialog: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const row = canvas.getByRole('group', { name: 'alice' });
    row.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.click(await body.findByRole('menuitem', { name: copy.viewDetails }));
    await expect(await body.findByRole('dialog', { name: copy.memberDetails })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** A footer button that fails as a renewal can: an error toast, the focus staying on the button in the dialog. */
function FailingRenew({ copy }: { copy: StoryCopy }) {
  const { toast } = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          kind: 'error',
          title: copy.toast.renewalFailed,
          description: copy.toast.renewalFailedDetail,
        })
      }
    >
      {copy.dialog.renew}
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
  args: { ...LongContentScrolls.args, open: false, size: 'lg', title: copy.renewMembership },
  render: withTrigger((language) => ({
    ...renewals(language),
    footer: <FailingRenew copy={language} />,
  })),
  parameters: { toastDuration: 60_000 },
  play: async ({ args, canvasElement, globals }) => {
    const { dialog: copy, toast: toastCopy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: copy.renewMembership }),
    );
    const dialog = await body.findByRole('dialog', { name: copy.renewMembership });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.renew }));
    const toast = (await body.findByText(toastCopy.renewalFailed)).closest('li') as HTMLElement;
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: copy.renew })).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: copy.close });
    await waitFor(() =>
      expect(overlaps(toast.getBoundingClientRect(), close.getBoundingClientRect())).toBe(false),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The toast is still there to read; a second Escape is the toast's.
    await expect(body.getByText(toastCopy.renewalFailed)).toBeVisible();
  },
};

export const ToastAboveDialogRightToLeft: Story = {
  ...ToastAboveDialog,
  globals: { dir: 'rtl' },
};
