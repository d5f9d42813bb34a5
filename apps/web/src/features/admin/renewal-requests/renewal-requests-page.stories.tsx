import { adminPaymentMessages, currentLocale, formatMoney, paymentMessages } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { portal, reached } from '@mijas/flows/story-helpers';
import { storyCatalogue } from '../../../testing/story-locale.ts';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import { RenewalRequestsPage } from './renewal-requests-page.tsx';
import {
  alreadyHandled,
  pendingRequests,
  renewalRequestsFlows,
  request,
  serverDown,
  type RenewalRequestsFlowsOptions,
} from './fixtures.ts';

/** Signed in as an admin (spread: `role` here is the harness's, not an ARIA role). */
const asAdmin = { role: 'admin' } as const;

/** Renewal requests in the admin panel's machine (its list the panel's child), at `url`. */
function Harness({
  url = '/admin/renewal-requests',
  flows = () => renewalRequestsFlows(),
}: {
  url?: string;
  flows?: () => Record<string, FlowImplementations>;
}) {
  const [implementations] = useState(flows);
  return (
    <PageHarness path="/admin/renewal-requests" url={url} {...asAdmin} flows={implementations}>
      <AdminPanelRoute>
        <RenewalRequestsPage />
      </AdminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Renewal Requests',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (options: RenewalRequestsFlowsOptions) => () => renewalRequestsFlows(options);
const first = pendingRequests[0]!;

/** The row of a member's request (the member's cell holds the name and the username). */
const rowOf = (canvasElement: HTMLElement, username: string) =>
  within(canvasElement).getByText(username).closest('tr')!;

async function openDecision(canvasElement: HTMLElement, name: string) {
  const canvas = await reached(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }));
  return within(await portal(canvasElement).findByRole('dialog'));
}

/** The pending ones, oldest first: member, plan, method, references, amount, age, Confirm and Reject. */
export const Loaded: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('button', {
      name: text.adminPayments.requests.confirmFor(first.memberUserName),
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text.adminPayments.requests.total(3),
    );
    const row = within(rowOf(canvasElement, first.memberUserName));
    await expect(row.getByText(first.paymentReference)).toBeVisible();
    await expect(row.getByText(paymentMessages().methods[first.method])).toBeVisible();
    // The table's cells read their text with plain spaces.
    await expect(rowOf(canvasElement, first.memberUserName)).toHaveTextContent(
      formatMoney(first.amount, 'JOD', currentLocale()).replace(/\s/g, ' '),
    );
  },
};

export const LoadedInArabic: Story = { ...Loaded, globals: { locale: 'ar' } };

/** None pending. */
export const Empty: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { flows: answering({ list: async () => ({ renewalRequests: [], totalCount: 0 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(adminPaymentMessages().noRequests)).toBeVisible();
  },
};

/** The list could not be fetched: the server's message and Try again. */
export const Failed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { flows: answering({ list: () => Promise.reject(serverDown()) }) },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: text.adminPayments.requests.retry }),
    ).toBeVisible();
    // The table shows its message when it has rendered in the background (it defers what it is given).
    await expect(await canvas.findByText(messages.api.serviceUnavailable)).toBeVisible();
  },
};

/** Every status (the address's filter): a confirmed one links to its receipt. */
export const AllStatuses: Story = {
  args: {
    url: '/admin/renewal-requests?status=all',
    flows: answering({
      list: async () => ({
        renewalRequests: [
          request(1, { status: 'confirmed', receiptNumber: '2026-000101' }),
          request(2, { status: 'rejected', reason: 'No transfer arrived.' }),
          request(3, { status: 'cancelled' }),
        ],
        totalCount: 3,
      }),
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const link = await canvas.findByRole('link', {
      name: text.adminPayments.requests.receipt('2026-000101'),
    });
    await expect(link).toHaveAttribute('href', '/admin/receipts/2026-000101');
    await expect(canvas.getByText(paymentMessages().statuses.rejected)).toBeVisible();
    await expect(
      canvas.queryAllByRole('button', { name: text.adminPayments.requests.confirm }),
    ).toHaveLength(0);
  },
};

/** Confirm: the amount received, optional; then the receipt issued, with its link. */
export const Confirmed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const dialog = await openDecision(
      canvasElement,
      text.adminPayments.requests.confirmFor(first.memberUserName),
    );
    await userEvent.type(dialog.getByRole('spinbutton'), '24.5');
    await userEvent.click(dialog.getByRole('button', { name: text.adminPayments.confirm.submit }));
    const done = within(
      await portal(canvasElement).findByRole('dialog', { name: text.adminPayments.confirm.done }),
    );
    await expect(done.getByText(text.adminPayments.confirm.doneText('2026-000124'))).toBeVisible();
    await expect(
      done.getByRole('link', { name: text.adminPayments.confirm.openReceipt }),
    ).toHaveAttribute('href', '/admin/receipts/2026-000124');
  },
};

/** Another admin was first: the contract's 409 stays in the dialog. */
export const AlreadyHandled: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { flows: answering({ decide: () => Promise.reject(alreadyHandled()) }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const dialog = await openDecision(
      canvasElement,
      text.adminPayments.requests.confirmFor(first.memberUserName),
    );
    await userEvent.click(dialog.getByRole('button', { name: text.adminPayments.confirm.submit }));
    await expect(await dialog.findByText(paymentMessages().requestNotPending)).toBeVisible();
  },
};

/** Reject: a reason is needed. */
export const RejectNeedsReason: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const dialog = await openDecision(
      canvasElement,
      text.adminPayments.requests.rejectFor(first.memberUserName),
    );
    await userEvent.click(dialog.getByRole('button', { name: text.adminPayments.reject.submit }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(paymentMessages().fields.reason);
  },
};

export const RejectNeedsReasonInArabic: Story = { ...RejectNeedsReason, globals: { locale: 'ar' } };

/** Rejected with a reason: the dialog closes, the row says so. */
export const Rejected: Story = {
  args: { flows: answering({ decide: async () => null }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const dialog = await openDecision(
      canvasElement,
      text.adminPayments.requests.rejectFor(first.memberUserName),
    );
    await userEvent.type(dialog.getByRole('textbox'), 'No transfer arrived.');
    await userEvent.click(dialog.getByRole('button', { name: text.adminPayments.reject.submit }));
    await expect(
      await within(rowOf(canvasElement, first.memberUserName)).findByText(
        paymentMessages().statuses.rejected,
      ),
    ).toBeVisible();
  },
};
