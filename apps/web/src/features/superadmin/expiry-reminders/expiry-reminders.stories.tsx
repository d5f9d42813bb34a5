import { messages, type RunRemindersResponse } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { answers, offline, pending, rejects, serverError } from '../../../testing/actors.ts';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { pageSnapshot } from '../../../testing/page-snapshots.ts';
import { reached } from '../../../testing/story-helpers.ts';
import { SuperadminPanel } from '../superadmin-panel.tsx';
import { ExpiryReminders } from './expiry-reminders.tsx';

/** The server queues `queued` reminders; the calls it got are in `calls`. */
const queues = (queued: number) => answers<RunRemindersResponse, unknown>(() => ({ queued }));

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

/** /superadmin?tab=reminders as the root admin, in the panel, the run answered by `run`. */
function Harness({ run = queues(3) }: { run?: AnyActorLogic }) {
  return (
    <PageHarness
      path="/superadmin"
      url="/superadmin?tab=reminders"
      {...asRoot}
      flows={{ runReminders: { actors: { runReminders: run } } }}
    >
      <SuperadminPanel active="reminders">
        <ExpiryReminders />
      </SuperadminPanel>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/Expiry Reminders',
  component: Harness,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const RUN = 'Send due reminders now';

async function run(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: RUN }));
  return canvas;
}

const notRun = queues(3);

/** The sub-page in the root admin's panel: what the reminders are, and the button; nothing is sent on opening. */
export const Idle: Story = {
  args: { run: notRun },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Expiry reminders' })).toBeVisible();
    await expect(canvas.getByText(/30 and 7 days before a membership ends/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: RUN })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(notRun.calls).toHaveLength(0);
  },
};

/** The panel's navigation names the sub-page as the current one (at a desktop width: a phone's is a menu). */
export const InThePanel: Story = {
  args: { run: notRun },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Root admin' }));
    await expect(nav.getByRole('link', { name: 'Expiry reminders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** While the server runs them: the button is busy and cannot be pressed again. */
export const Busy: Story = {
  args: { run: pending() },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    const button = await canvas.findByRole('button', { name: /Sending/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

const three = queues(3);

/** Three were due: "3 reminders queued", after one call. */
export const Queued: Story = {
  args: { run: three },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement }) => {
    // The visual baselines play it once per width with the same actor: count this play's calls.
    const before = three.calls.length;
    const canvas = await run(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('3 reminders queued');
    await expect(canvas.getByRole('button', { name: RUN })).toBeEnabled();
    await expect(three.calls).toHaveLength(before + 1);
  },
};

/** One was due: the singular. */
export const QueuedOne: Story = {
  args: { run: queues(1) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('1 reminder queued');
  },
};

/** None was due (or another run took them): "No reminders are due". */
export const NoneDue: Story = {
  args: { run: queues(0) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('No reminders are due');
  },
};

/** Refused (403): the server's message under the failure's title, announced at once. */
export const Forbidden: Story = {
  args: { run: rejects(serverError(403, 'Only root admins can run the reminders.')) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The reminders were not sent');
    await expect(alert).toHaveTextContent('Only root admins can run the reminders.');
  },
};

/** The mail is down (503): its message; the button stays, to try again. */
export const Unavailable: Story = {
  args: { run: rejects(serverError(503, 'Mail is not available right now.')) },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Mail is not available right now.',
    );
    await expect(canvas.getByRole('button', { name: RUN })).toBeEnabled();
  },
};

/** No answer: 'No response from the server', not the browser's words. */
export const NetworkError: Story = {
  args: { run: rejects(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.api.noResponse);
    await expect(alert).not.toHaveTextContent('Failed to fetch');
  },
};

/** In Arabic, right to left: the explanation, the button and the count in Arabic's plural forms. */
export const Arabic: Story = {
  args: { run: queues(3) },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'تذكيرات انتهاء العضوية' }),
    ).toBeVisible();
    await expect(canvas.getByText(/قبل انتهاء العضوية بـ30 يومًا و7 أيام/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال التذكيرات المستحقة الآن' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('أُضيفت 3 تذكيرات إلى قائمة الإرسال'),
    );
  },
};
