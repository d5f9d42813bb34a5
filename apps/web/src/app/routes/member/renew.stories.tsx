import { englishPaymentMessages, paymentMessages } from '@mijas/api';
import { pending, rejects, resolves } from '@mijas/flows/actors';
import { portal, reached, toastShown } from '@mijas/flows/story-helpers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { status } from '../../../features/member/fixtures.ts';
import { offer, pendingRequest } from '../../../features/member/payment-fixtures.ts';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { storyCatalogue } from '../../../testing/story-locale.ts';
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
  args: { flows: renewFlows({ load: rejects(status(503, { message: 'Service unavailable.' })) }) },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText('Service unavailable.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.memberPayments.renew.retry }),
    ).toBeVisible();
  },
};

/** plan: the plans offered, each with its days and its price in dinars (three decimals). */
export const ChoosePlan: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: text.memberPayments.renew.choosePlan }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /25\.000/ })).toHaveLength(1);
  },
};

/** method: CliQ, bank transfer or cash, after a plan; its heading takes the focus. */
export const ChooseMethod: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    await choose(canvasElement, /25\.000/);
    const heading = await within(canvasElement).findByRole('heading', {
      name: text.memberPayments.renew.chooseMethod,
    });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** details: what to do (the alias, the amount), the transfer's reference and Submit. */
export const Details: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    await choose(canvasElement, /25\.000/);
    await choose(
      canvasElement,
      new RegExp(`^${paymentMessages().methods.cliq.replace(/[()]/g, '\\$&')}`),
    );
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('MIJASCLUB')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text.memberPayments.renew.submit }),
    ).toBeVisible();
  },
};

/** submit refused: the server's words on the last step, the reference typed kept. */
export const SubmitRefused: Story = {
  args: {
    flows: renewFlows({
      createRequest: rejects(
        status(409, [
          {
            code: 'RenewalRequestAlreadyPending',
            description: englishPaymentMessages.requestAlreadyPending,
          },
        ]),
      ),
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    await choose(canvasElement, /25\.000/);
    await choose(
      canvasElement,
      new RegExp(`^${paymentMessages().methods.cliq.replace(/[()]/g, '\\$&')}`),
    );
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox');
    await userEvent.type(field, 'CLQ-1');
    await userEvent.click(canvas.getByRole('button', { name: text.memberPayments.renew.submit }));
    await expect(
      await canvas.findByText(englishPaymentMessages.requestAlreadyPending),
    ).toBeVisible();
    await expect(field).toHaveValue('CLQ-1');
  },
};

/** pending: the member's request instead of the steps, its payment reference to quote, and Cancel. */
export const Pending: Story = {
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
