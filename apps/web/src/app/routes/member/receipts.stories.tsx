import { formatMoney, messages, paymentMessages } from '@mijas/api';
import { failsWith, pending, resolves, serverError } from '@mijas/flows/actors';
import { reached } from '@mijas/flows/story-helpers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { receipt } from '../../../features/member/payment-fixtures.ts';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { asRead, storyCatalogue, storyLocale } from '../../../testing/story-locale.ts';
import { Component as AdminReceiptPage } from '../admin/receipt.tsx';
import { Component as ReceiptPage } from './receipt.tsx';
import { Component as ReceiptsPage } from './receipts.tsx';

const PAGES: Record<
  string,
  { path: string; url: string; role: 'member' | 'admin'; Page: ComponentType }
> = {
  list: { path: '/member/receipts', url: '/member/receipts', role: 'member', Page: ReceiptsPage },
  member: {
    path: '/member/receipts/:receiptNumber',
    url: `/member/receipts/${receipt.receiptNumber}`,
    role: 'member',
    Page: ReceiptPage,
  },
  admin: {
    path: '/admin/receipts/:receiptNumber',
    url: `/admin/receipts/${receipt.receiptNumber}`,
    role: 'admin',
    Page: AdminReceiptPage,
  },
};

function ReceiptsStory({
  page,
  flows,
}: {
  page: keyof typeof PAGES;
  flows: () => Record<string, FlowImplementations>;
}) {
  const [implementations] = useState(flows);
  const { path, url, role, Page } = PAGES[page]!;
  return (
    <PageHarness path={path} url={url} role={role} flows={implementations}>
      <Page />
    </PageHarness>
  );
}

const listFlows = (load: unknown) => (): Record<string, FlowImplementations> => ({
  memberReceipts: { actors: { load } },
});
const receiptFlows = (load: unknown) => (): Record<string, FlowImplementations> => ({
  receipt: { actors: { load } },
});

const meta = {
  title: 'Pages/Member/Receipts',
  component: ReceiptsStory,
  parameters: { bleed: true },
  args: { page: 'list', flows: listFlows(resolves([receipt])) },
} satisfies Meta<typeof ReceiptsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** the member's receipts loading. */
export const ListLoading: Story = {
  args: { flows: listFlows(pending()) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text.memberPayments.receipts.loading,
    );
  },
};

/** the member's receipts: each a link to its page, with its date, plan, amount and method. */
export const List: Story = {
  tags: ['arabic'],
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const link = await canvas.findByRole('link', { name: new RegExp(receipt.receiptNumber) });
    await expect(link).toHaveAttribute('href', `/member/receipts/${receipt.receiptNumber}`);
    await expect(
      within(canvas.getByRole('navigation', { name: text.member.panel.navLabel })).getByRole(
        'link',
        { name: text.paymentsFrame.memberNav.receipts },
      ),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** no receipt yet. */
export const ListEmpty: Story = {
  args: { flows: listFlows(resolves([])) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(text.memberPayments.receipts.empty)).toBeVisible();
  },
};

/** the receipts failed to load: the server's words (in the request's language) and Try again. */
export const ListFailed: Story = {
  tags: ['arabic'],
  args: {
    flows: listFlows(failsWith(() => serverError(503, messages.api.serviceUnavailable))),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages: said } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(said.api.serviceUnavailable)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.memberPayments.receipts.retry }),
    ).toBeVisible();
  },
};

/** one receipt, printable: the club, the member, the plan, the period, the amount, the references, Print. */
export const Receipt: Story = {
  tags: ['arabic'],
  args: { page: 'member', flows: receiptFlows(resolves(receipt)) },
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const sheet = within(
      await canvas.findByRole('article', { name: text.memberPayments.receipt.heading }),
    );
    await expect(sheet.getByText(receipt.receiptNumber)).toBeVisible();
    await expect(sheet.getByText('MJ7K4QX2')).toBeVisible();
    await expect(
      // The amount as the page writes it (usePaymentFormat): '25.000 JOD', '25.000 د.أ.‏'.
      sheet.getByText(asRead(formatMoney(receipt.amount, receipt.currency, storyLocale(globals)))),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.memberPayments.receipt.print }),
    ).toBeVisible();
  },
};

/** an admin's page of any member's receipt: the same sheet, in the admin's panel. */
export const AdminReceipt: Story = {
  args: { page: 'admin', flows: receiptFlows(resolves(receipt)) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: text.memberPayments.receipt.heading }),
    ).toBeVisible();
  },
};

/** a receipt that is not the member's (or none): the server's 404, no Try again. */
export const ReceiptNotFound: Story = {
  args: {
    page: 'member',
    flows: receiptFlows(failsWith(() => serverError(404, paymentMessages().receiptNotFound))),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(paymentMessages().receiptNotFound)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: text.memberPayments.receipt.retry }),
    ).toBeNull();
  },
};
