import {
  passkeyMessages,
  STAFF_PASSKEY_ERROR_CODES,
  staffPasskeyMessages,
  type LoginSecondStep,
} from '@mijas/api';
import type { loginMachine } from '@mijas/machines';
import { addStep, confirmStep, passkeyBrowser } from '@mijas/machines/testing/passkeys';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { reached } from '@mijas/flows/story-helpers';
import { fill, send } from '@mijas/flows/story-state';
import {
  identityError,
  loginResponse,
  pending,
  rejectsWith,
  resolves,
} from '../../../features/auth/fixtures.ts';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { shown, storyCatalogue } from '../../../testing/story-locale.ts';
import { Component as LoginPage } from './login.tsx';

/** The browser's passkey prompts, as the fake port answers them. */
const browser = passkeyBrowser();
const prompted = {
  secondStepAssertion: fromPromise(() => browser.authenticate()),
  secondStepRegistration: fromPromise(() => browser.register()),
};

/** Nobody signed in yet (spread: `role` here is the harness's, not an ARIA role). */
const signedOut = { role: 'anonymous' } as const;

/** The login page as an admin signs in under the rule; each actor answers as the story says. */
function StaffLoginStory({
  step = 'passkey',
  actors = {},
}: {
  /** The step the password's answer owes: confirm with a passkey of the account, or add the first one. */
  step?: LoginSecondStep['secondStep'];
  actors?: Record<string, AnyActorLogic>;
}) {
  return (
    <PageHarness
      path="/login"
      url="/login"
      {...signedOut}
      flows={{
        login: {
          actors: {
            signIn: resolves(step === 'passkey' ? confirmStep : addStep),
            ...prompted,
            confirmSignIn: resolves(loginResponse('admin')),
            addSignIn: resolves(loginResponse('admin')),
            ...actors,
          },
        },
      }}
    >
      <LoginPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Login/Staff passkeys',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: StaffLoginStory,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof StaffLoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's password, signed in. */
const signedInWithPassword = [
  ...fill('login', { identifier: 'admin', password: 'Admin#Mijas2026' }),
  send<typeof loginMachine>('login', { type: 'credentials.submit' }),
];
const inStep = (step: 'confirming' | 'adding') => (snapshot: { matches: (v: object) => boolean }) =>
  snapshot.matches({ secondStep: step });
const confirm = send<typeof loginMachine>(
  'login',
  { type: 'secondStep.confirm' },
  { when: inStep('confirming') },
);

/** secondStep.confirming: the password was right; "Confirm with your passkey", or back to the form. */
export const ConfirmWithPasskey: Story = {
  parameters: { events: signedInWithPassword },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys;
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text.confirm.title }),
    ).toBeVisible();
    await expect(canvas.getByText(text.confirm.description)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.confirm.action })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.back })).toBeEnabled();
  },
};

/** secondStep.adding: an admin without a passkey must add one before reaching the panel. */
export const AddPasskeyToContinue: Story = {
  args: { step: 'addPasskey' },
  parameters: { events: signedInWithPassword },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys;
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text.add.title }),
    ).toBeVisible();
    await expect(canvas.getByText(text.add.description)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.add.action })).toBeEnabled();
  },
};

/** secondStep.confirmPrompt: the browser's prompt is open; the buttons wait. */
export const WaitingForPasskey: Story = {
  args: { actors: { secondStepAssertion: pending() } },
  parameters: { events: [...signedInWithPassword, confirm] },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('button', { name: text.waiting })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.back })).toBeDisabled();
  },
};

/** secondStep.confirming after the prompt was closed: why, and the step stays to try again. */
export const PasskeyPromptClosed: Story = {
  args: {
    actors: {
      secondStepAssertion: rejectsWith(() => new Error(passkeyMessages().browser.cancelled)),
    },
  },
  parameters: { events: [...signedInWithPassword, confirm] },
  play: async ({ canvasElement, loaded }) => {
    const text = storyCatalogue(loaded).text.staffPasskeys;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(passkeyMessages().browser.cancelled),
    );
    await expect(canvas.getByRole('button', { name: text.confirm.action })).toBeEnabled();
  },
};

/** editing after the server refused the step (its ticket expired or was used): the form, saying so. */
export const StepExpired: Story = {
  args: {
    actors: {
      confirmSignIn: rejectsWith(() =>
        identityError(
          400,
          STAFF_PASSKEY_ERROR_CODES.stepExpired,
          staffPasskeyMessages().stepExpired,
        ),
      ),
    },
  },
  parameters: { events: [...signedInWithPassword, confirm] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(staffPasskeyMessages().stepExpired),
    );
    await expect(canvas.getByRole('button', { name: copy.text.auth.login.submit })).toBeEnabled();
  },
};
