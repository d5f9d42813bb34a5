import {
  currentLocale,
  formatMoney,
  paymentMessages,
  type Plan,
  type PlansResponse,
} from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import {
  answers,
  failsWith,
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '@mijas/flows/actors';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { reached } from '@mijas/flows/story-helpers';
import { createTestSession, PageHarness } from '../../../testing/page-harness.tsx';
import { storyCatalogue } from '../../../testing/story-locale.ts';
import { SuperadminPanel, SuperadminPanelRoute } from '../superadmin-panel.tsx';
import { Plans } from './plans.tsx';

const year: Plan = {
  id: 1,
  nameEn: 'One year',
  nameAr: 'سنة واحدة',
  days: 365,
  price: 25000,
  active: true,
};
const month: Plan = { id: 2, nameEn: 'Month', nameAr: 'شهر', days: 30, price: 3500, active: true };
const old: Plan = {
  id: 3,
  nameEn: 'Summer 2025',
  nameAr: 'صيف 2025',
  days: 90,
  price: 9750,
  active: false,
};

const listed = (plans: Plan[]): PlansResponse => ({
  currency: 'JOD',
  exponent: 3,
  cliqAlias: 'MIJASCLUB',
  iban: null,
  plans,
});

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

/** The server saves what it is sent, as the plan of `id` (a new one: 4). */
const saves = () =>
  answers<Plan, { id: number | null; body: Omit<Plan, 'id'> }>(({ id, body }) => ({
    id: id ?? 4,
    ...body,
  }));

/** A plan's name as the page shows it, in the story's language. */
const nameOf = (plan: Plan) => (currentLocale() === 'ar' ? plan.nameAr : plan.nameEn);

/** An amount as the page writes it (Intl's spaces as the DOM queries read them). */
const money = (minor: number) => formatMoney(minor, 'JOD', currentLocale()).replace(/\s+/g, ' ');

/** /superadmin/plans as the root admin, in the panel; its list from `load`, saves by `save` and `toggle`. */
function Harness({
  load = resolves(listed([month, year, old])),
  save = saves(),
  toggle = saves(),
}: {
  load?: AnyActorLogic;
  save?: AnyActorLogic;
  toggle?: AnyActorLogic;
}) {
  const [appSession] = useState(() => createTestSession('root', {}));
  return (
    <PageHarness
      path="/superadmin/plans"
      url="/superadmin/plans"
      appSession={appSession}
      {...asRoot}
      flows={{ plans: { actors: { loadPlans: load, savePlan: save, togglePlan: toggle } } }}
    >
      <SuperadminPanelRoute>
        <SuperadminPanel active="plans">
          <Plans />
        </SuperadminPanel>
      </SuperadminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/Plans',
  component: Harness,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans have loaded: the table is there and nothing is busy (words of no language). */
const listSettled = (canvas: HTMLElement) =>
  waitFor(() => {
    expect(within(canvas).getByRole('table')).toBeVisible();
    expect(canvas.querySelector('[aria-busy="true"]')).toBeNull();
  });

/**
 * Every plan, active first: names in both languages, days, the price in dinars with their three decimals (Intl,
 * in the page's language), active or retired, and the note that a retired plan stays on its receipts.
 */
export const List: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot, settled: listSettled },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: text.paymentsFrame.plans.title }),
    ).toBeVisible();
    await expect(canvas.getByText(text.plans.retiredNote)).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: text.plans.caption }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    const row = (plan: Plan) => within(table.getByText(plan.nameEn).closest('tr')!);
    await expect(row(year).getByText(money(25000))).toBeVisible();
    await expect(row(year).getByText(text.plans.days(365))).toBeVisible();
    await expect(row(year).getByText(year.nameAr)).toBeVisible();
    await expect(row(old).getByText(text.plans.retired)).toBeVisible();
    await expect(
      row(old).getByRole('button', { name: text.plans.reactivateLabel(nameOf(old)) }),
    ).toBeEnabled();
    await expect(
      row(month).getByRole('button', { name: text.plans.retireLabel(nameOf(month)) }),
    ).toBeEnabled();
  },
};

/** The list is on its way. */
export const Loading: Story = {
  args: { load: pending() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(text.plans.loading)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.plans.add })).toBeDisabled();
  },
};

/** No answer: why, and Try again. */
export const Failed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { load: rejects(offline()) },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(text.plans.failed)).toBeVisible();
    await expect(canvas.getByText(messages.api.noResponse)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.plans.retry })).toBeEnabled();
  },
};

/** No plan yet: the first one to add. */
export const Empty: Story = {
  args: { load: resolves(listed([])) },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(text.plans.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.plans.add })).toBeEnabled();
  },
};

async function openNew(canvasElement: HTMLElement, add: string) {
  const canvas = await reached(canvasElement);
  await canvas.findByRole('table');
  await userEvent.click(canvas.getByRole('button', { name: add }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/** New plan sent empty: every field says what it needs (the contract's words), the focus stays, nothing sent. */
export const NewPlanInvalid: Story = {
  args: { save: saves() },
  play: async ({ canvasElement, loaded, args }) => {
    const { text } = storyCatalogue(loaded);
    const dialog = within(await openNew(canvasElement, text.plans.add));
    await expect(dialog.getByRole('textbox', { name: text.plans.dialog.nameEn })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: text.plans.dialog.save }));
    for (const name of [text.plans.dialog.nameEn, text.plans.dialog.nameAr])
      await expect(dialog.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('spinbutton', { name: text.plans.dialog.days })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect((args.save as ReturnType<typeof saves>).calls).toHaveLength(0);
  },
};

/** A new plan filled in and saved: the dialog closes, the plan is in the list, the status line says so. */
export const NewPlanSaved: Story = {
  args: { save: saves() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const dialog = within(await openNew(canvasElement, text.plans.add));
    await userEvent.type(
      dialog.getByRole('textbox', { name: text.plans.dialog.nameEn }),
      'Quarter',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: text.plans.dialog.nameAr }),
      'ربع سنة',
    );
    await userEvent.type(dialog.getByRole('spinbutton', { name: text.plans.dialog.days }), '90');
    await userEvent.type(
      dialog.getByRole('textbox', { name: text.plans.dialog.price('JOD') }),
      '7.5',
    );
    await userEvent.click(dialog.getByRole('button', { name: text.plans.dialog.save }));
    const canvas = within(canvasElement);
    const quarter = { ...month, nameEn: 'Quarter', nameAr: 'ربع سنة' };
    await expect(await canvas.findByText(text.plans.done.created(nameOf(quarter)))).toBeVisible();
    await expect(canvas.getByText(money(7500))).toBeVisible();
  },
};

/** Edit a plan: its values in the dialog, the price with the dinar's three decimals. */
export const EditPlan: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.plans.editLabel(nameOf(year)) }),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: text.plans.dialog.editTitle,
      }),
    );
    await expect(dialog.getByRole('textbox', { name: text.plans.dialog.price('JOD') })).toHaveValue(
      '25.000',
    );
    await expect(dialog.getByRole('switch', { name: text.plans.dialog.active })).toBeChecked();
  },
};

/** The save is on its way: the buttons held, Save busy. */
export const Saving: Story = {
  args: { save: pending() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.plans.editLabel(nameOf(year)) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: text.plans.dialog.save }));
    await expect(
      await body.findByRole('button', { name: text.plans.dialog.saving }),
    ).toBeDisabled();
    await expect(body.getByRole('button', { name: text.plans.dialog.cancel })).toBeDisabled();
  },
};

/**
 * The server refused the save: the dialog stays open with what was typed and the server's reason (the contract's
 * 404, in the language of the call).
 */
export const SaveFailed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { save: failsWith(() => serverError(404, paymentMessages().planNotFound)) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.plans.editLabel(nameOf(year)) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: text.plans.dialog.save }));
    await expect(await body.findByText(text.plans.dialog.failed)).toBeVisible();
    await expect(body.getByText(paymentMessages().planNotFound)).toBeVisible();
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** Retire a plan from its row: it is retired, and the status line says its receipts keep it. */
export const Retired: Story = {
  args: { toggle: saves() },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.plans.retireLabel(nameOf(month)) }),
    );
    await expect(await canvas.findByText(text.plans.done.retired(nameOf(month)))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.plans.reactivateLabel(nameOf(month)) }),
    ).toBeEnabled();
  },
};

/** Retiring failed: the list is unchanged and the page says why. */
export const RetireFailed: Story = {
  args: { toggle: rejects(offline()) },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.plans.retireLabel(nameOf(month)) }),
    );
    await expect(await canvas.findByText(text.plans.actionFailed)).toBeVisible();
    await expect(canvas.getByText(messages.api.noResponse)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.plans.retireLabel(nameOf(month)) }),
    ).toBeEnabled();
  },
};
