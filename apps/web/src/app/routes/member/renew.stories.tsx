import { formatMoney, messages, PAYMENT_ERROR_CODES, paymentMessages } from '@mijas/api';
import { failsWith, identityError, pending, resolves, serverError } from '@mijas/flows/actors';
import { portal, reached, toastShown } from '@mijas/flows/story-helpers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { offer, pendingRequest } from '../../../features/member/payment-fixtures.ts';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { startingWith, storyCatalogue, storyLocale } from '../../../testing/story-locale.ts';
import { Component as RenewPage } from './renew.tsx';

const MEMBER: TestRole = 'member';

function RenewStory({ flows }: { flows: () => Record<string, FlowImplementations> }) {
  const [implementations] = useState(flows);
  return (
    <PageHarness path="/member/renew" url="/member/renew" role={MEMBER} flows={implementations}>
      <RenewPage />
    </PageHarness>
  );
}

/** The renewal machine's calls: the offer and no request unless told otherwise. */
function renewFlows(actors: Record<string, unknown> = {}) {
  return () => ({
    renewalRequest: {
      actors: {
        load: resolves({ offer, requests: [] }),
        createRequest: resolves(pendingRequest),
        cancelRequest: resolves({ message: 'Cancelled.' }),
        ...actors,
      },
    },
  });
}

const meta = {
  title: 'Pages/Member/Renew membership',
  component: RenewStory,
  parameters: { bleed: true },
  args: { flows: renewFlows() },
} satisfies Meta<typeof RenewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }));
}

/** The one-year plan's button, by its price as the page writes it ('25.000 JOD', '25.000 د.أ.‏'). */
const oneYear = (globals: Record<string, unknown>) =>
  new RegExp(
    formatMoney(offer.plans[0]!.price, offer.currency, storyLocale(globals)).replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    ),
  );

/** CliQ, as the contract names it in the story's language ('CliQ', 'كليك (CliQ)'). */
const cliq = () => startingWith(paymentMessages().methods.cliq);

/** loading: the plans and the member's requests are on their way. */
export const Loading: Story = {
  args: { flows: renewFlows({ load: pending() }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.memberPayments.renew.loading);
  },
};

/** failed: the server's words and Try again. */
export const LoadFailed: Story = {
  tags: ['arabic'],
  args: {
    flows: renewFlows({
      load: failsWith(() => serverError(503, messages.api.serviceUnavailable)),
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages: said } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(said.api.serviceUnavailable)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.memberPayments.renew.retry }),
    ).toBeVisible();
  },
};

/** plan: the plans offered, each with its days and its price in dinars (three decimals). */
export const ChoosePlan: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: text.memberPayments.renew.choosePlan }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: oneYear(globals) })).toHaveLength(1);
  },
};

/** method: CliQ, bank transfer or cash, after a plan; its heading takes the focus. */
export const ChooseMethod: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    await choose(canvasElement, oneYear(globals));
    const heading = await within(canvasElement).findByRole('heading', {
      name: text.memberPayments.renew.chooseMethod,
    });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** details: what to do (the alias, the amount), the transfer's reference and Submit. */
export const Details: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    await choose(canvasElement, oneYear(globals));
    await choose(canvasElement, cliq());
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('MIJASCLUB')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.memberPayments.renew.submit }),
    ).toBeVisible();
  },
};

/** submit refused: the server's words on the last step, the reference typed kept. */
export const SubmitRefused: Story = {
  tags: ['arabic'],
  args: {
    flows: renewFlows({
      createRequest: failsWith(() =>
        identityError(
          409,
          PAYMENT_ERROR_CODES.requestAlreadyPending,
          paymentMessages().requestAlreadyPending,
        ),
      ),
    }),
  },
  play: async ({ canvasElement, loaded, globals }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    await choose(canvasElement, oneYear(globals));
    await choose(canvasElement, cliq());
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox');
    await userEvent.type(field, 'CLQ-1');
    await userEvent.click(canvas.getByRole('button', { name: text.memberPayments.renew.submit }));
    await expect(await canvas.findByText(paymentMessages().requestAlreadyPending)).toBeVisible();
    await expect(field).toHaveValue('CLQ-1');
  },
};

/** pending: the member's request instead of the steps, its payment reference to quote, and Cancel. */
export const Pending: Story = {
  tags: ['arabic'],
  args: { flows: renewFlows({ load: resolves({ offer, requests: [pendingRequest] }) }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: text.memberPayments.pending.title }),
    ).toBeVisible();
    await expect(canvas.getByText('MJ7K4QX2')).toBeVisible();
    await expect(canvas.getByText('CLQ-889120')).toBeVisible();
  },
};

/** cancelling: after the confirmation, back to the plans with what was done said. */
export const Cancelled: Story = {
  args: { flows: renewFlows({ load: resolves({ offer, requests: [pendingRequest] }) }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const cancel = text.memberPayments.pending.cancel;
    await userEvent.click(await canvas.findByRole('button', { name: cancel }));
    const dialog = within(await portal(canvasElement).findByRole('dialog'));
    await userEvent.click(
      dialog.getByRole('button', { name: text.memberPayments.pending.confirm.confirm }),
    );
    await expect(
      await canvas.findByRole('heading', { name: text.memberPayments.renew.choosePlan }),
    ).toBeVisible();
    await toastShown(canvasElement, paymentMessages().requestCancelled);
  },
};
