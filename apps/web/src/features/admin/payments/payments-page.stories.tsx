import { adminPaymentMessages, currentLocale, formatMoney, paymentMessages } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { reached, rowOf } from '@mijas/flows/story-helpers';
import { storyCatalogue, storyLocale } from '../../../testing/story-locale.ts';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import { PaymentsPage } from './payments-page.tsx';
import {
  adminPlans,
  paymentsFlows,
  paymentsPage,
  receipt,
  serverDown,
} from '../renewal-requests/fixtures.ts';

/** Signed in as an admin (spread: `role` here is the harness's, not an ARIA role). */
const asAdmin = { role: 'admin' } as const;

/** Payments in the admin panel's machine (its list the panel's child), at `url`. */
function Harness({
  url = '/admin/payments',
  flows = () => paymentsFlows(),
}: {
  url?: string;
  flows?: () => Record<string, FlowImplementations>;
}) {
  const [implementations] = useState(flows);
  return (
    <PageHarness path="/admin/payments" url={url} {...asAdmin} flows={implementations}>
      <AdminPanelRoute>
        <PaymentsPage />
      </AdminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Payments',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every payment, newest first, with the totals of all of them per method and per month, and Export CSV. */
export const Loaded: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const first = receipt(1);
    await expect(await canvas.findByRole('link', { name: first.receiptNumber })).toHaveAttribute(
      'href',
      `/admin/receipts/${first.receiptNumber}`,
    );
    const region = canvas.getByRole('region', { name: text.adminPayments.payments.totals });
    const totals = within(region);
    await expect(region.querySelector('strong')!.textContent).toBe(
      formatMoney(paymentsPage().totals.amount, 'JOD', currentLocale()),
    );
    await expect(totals.getByText(paymentMessages().methods.cash)).toBeVisible();
    await expect(
      within(rowOf(canvasElement, first.receiptNumber)).getByText(
        paymentMessages().methods[first.method],
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.adminPayments.payments.export }),
    ).toBeEnabled();
  },
};

export const LoadedInArabic: Story = { ...Loaded, globals: { locale: 'ar' } };

/** The filters the address holds fill the form. */
export const Filtered: Story = {
  args: { url: '/admin/payments?from=2026-11-01&to=2026-11-30&method=cash&member=member.3' },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // The list starts once its code has come (the panel's `loadPanelList`).
    const form = within(
      await canvas.findByRole('form', { name: text.adminPayments.payments.filters }),
    );
    await expect(form.getByLabelText(text.adminPayments.payments.from)).toHaveValue('2026-11-01');
    await expect(form.getByLabelText(text.adminPayments.payments.method)).toHaveValue('cash');
    await expect(form.getByLabelText(text.adminPayments.payments.member)).toHaveValue('member.3');
  },
};

/** None match. */
export const Empty: Story = {
  args: { flows: () => paymentsFlows(async () => paymentsPage([])) },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(adminPaymentMessages().noPayments)).toBeVisible();
  },
};

/** The list could not be fetched: its message and Try again. */
export const Failed: Story = {
  args: { flows: () => paymentsFlows(() => Promise.reject(serverDown())) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: text.adminPayments.payments.retry }),
    ).toBeVisible();
  },
};

/**
 * The plan filter names every plan (`GET /Admin/plans`), active first, a retired one marked (issue 34): a plan no
 * payment shown names too, and one the address filters by keeps its name.
 */
export const PlanFilter: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): the plans' names in the page's language.
  tags: ['arabic'],
  args: { url: '/admin/payments?plan=1' },
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // The list starts once its code has come (the panel's `loadPanelList`).
    const form = within(
      await canvas.findByRole('form', { name: text.adminPayments.payments.filters }),
    );
    const select = form.getByLabelText(text.adminPayments.payments.plan);
    const name = (plan: (typeof adminPlans.plans)[number]) =>
      storyLocale(globals) === 'ar' ? plan.nameAr : plan.nameEn;
    const [half, yearly, old] = adminPlans.plans as [
      (typeof adminPlans.plans)[number],
      (typeof adminPlans.plans)[number],
      (typeof adminPlans.plans)[number],
    ];
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        text.adminPayments.payments.anyPlan,
        name(half),
        name(yearly),
        text.planChoice.retired(name(old)),
      ]),
    );
    await expect(select).toHaveValue('1');
  },
};

/** The plans did not come: the filter names the plans of the payments shown, as before. */
export const PlanFilterWithoutPlans: Story = {
  args: { flows: () => paymentsFlows(undefined, () => Promise.reject(serverDown())) },
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('link', { name: receipt(1).receiptNumber });
    const form = within(canvas.getByRole('form', { name: text.adminPayments.payments.filters }));
    const select = form.getByLabelText(text.adminPayments.payments.plan);
    const yearly = adminPlans.plans[1]!;
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      text.adminPayments.payments.anyPlan,
      storyLocale(globals) === 'ar' ? yearly.nameAr : yearly.nameEn,
    ]);
  },
};
