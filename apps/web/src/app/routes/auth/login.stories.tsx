import type { Meta, StoryObj } from '@storybook/react-vite';
import type { loginMachine } from '@mijas/machines';
import { splitStatusPrefix } from '@mijas/ui';
import { expect, userEvent } from 'storybook/test';
import { useState } from 'react';
import type { AnyActorLogic } from 'xstate';
import {
  loginResponse,
  offline,
  pending,
  rejects,
  rejectsWith,
  resolves,
  serverError,
} from '../../../features/auth/fixtures.ts';
import {
  createEndedTestSession,
  NAVIGATED_TO,
  PageHarness,
  type TestRole,
} from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { storyCatalogue, storyText, startingWith, shown } from '../../../testing/story-locale.ts';
import { fill, send } from '@mijas/flows/story-state';
import { Component as LoginPage } from './login.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { assertion, authenticationOptions } from '@mijas/machines/testing/passkeys';
import { passkeyMessages } from '@mijas/api';

function LoginStory({
  signIn,
  url = '/login',
  role = 'anonymous',
  sessionEnded = false,
  passkey = {},
}: {
  signIn: AnyActorLogic;
  /** Issue 35: the passkey sign-in's calls and the browser's prompt (never the real one in a story). */
  passkey?: { prompt?: AnyActorLogic; signIn?: AnyActorLogic };
  url?: string;
  role?: TestRole;
  /** Reached because the session ended (a failed refresh, a deactivated account). */
  sessionEnded?: boolean;
}) {
  const [appSession] = useState(() => (sessionEnded ? createEndedTestSession() : undefined));
  return (
    <PageHarness
      path="/login"
      url={url}
      role={role}
      {...(appSession ? { appSession } : {})}
      flows={{
        login: {
          actors: {
            signIn,
            passkeyChallenge: resolves(authenticationOptions),
            passkeyPrompt: passkey.prompt ?? resolves(assertion),
            passkeySignIn: passkey.signIn ?? resolves(loginResponse('member')),
            // The username field's passkey autofill: an offer nobody takes (never the browser's own in a story).
            passkeyAutofill: pending(),
          },
        },
      }}
    >
      <LoginPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Login',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: LoginStory,
  parameters: { bleed: true },
  args: { signIn: resolves(loginResponse('member')) },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing into the two fields. */
const typed = (identifier: string, password: string) => fill('login', { identifier, password });
const submit = send<typeof loginMachine>('login', { type: 'credentials.submit' });

/** editing: the empty form, every control reachable. */
export const Editing: Story = {
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.auth.login.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: copy.text.auth.login.remember }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: copy.text.auth.login.forgot })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(canvas.getByRole('link', { name: copy.text.auth.backToHome })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** editing, the password typed and shown (the eye toggle). */
export const PasswordShown: Story = {
  parameters: {
    events: [
      ...typed('', 'Secret1!'),
      send<typeof loginMachine>('login', { type: 'password.toggleVisibility' }),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByLabelText(startingWith(copy.text.auth.login.password), { selector: 'input' }),
    ).toHaveAttribute('type', 'text');
    await expect(
      canvas.getByLabelText(startingWith(copy.text.auth.login.password), { selector: 'input' }),
    ).toHaveValue('Secret1!');
    await expect(
      canvas.getByRole('button', { name: copy.text.auth.login.hidePassword }),
    ).toBeVisible();
  },
};

/** editing, reached because the session ended: the notice from the first render, until an error. */
export const SessionEnded: Story = {
  args: { sessionEnded: true, url: '/login?redirect=%2Fmember' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.messages.login.sessionEnded);
    await expect(canvas.getByRole('button', { name: copy.text.auth.login.submit })).toBeEnabled();
  },
};

/** editing, submitted empty: the spec's message, nothing sent. */
export const MissingFields: Story = {
  parameters: { events: [submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.login.required),
    );
  },
};

/** submitting: 'Logging in...' on a disabled button, Remember Me kept. */
export const Submitting: Story = {
  args: { signIn: pending() },
  parameters: {
    events: [
      ...typed('member', 'Member#Mijas2026'),
      send<typeof loginMachine>('login', { type: 'remember.change', value: true }),
      submit,
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const button = await canvas.findByRole('button', { name: copy.messages.login.submitting });
    await expect(button).toBeDisabled();
    await expect(
      canvas.getByRole('checkbox', { name: copy.text.auth.login.remember }),
    ).toBeChecked();
  },
};

/**
 * editing after a failure: the server's message, the typed name kept. Its play reads the page's texts in the
 * story's language (`storyCatalogue`): its baseline is taken in English and in Arabic (visual/snapshot-pages.ts).
 */
export const WrongPassword: Story = {
  args: {
    signIn: rejectsWith(() => serverError(401, storyText().messages.login.invalidCredentials)),
  },
  parameters: {
    chromatic: pageSnapshot,
    events: [...typed('member', 'wrong'), submit],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const text = storyCatalogue(loaded).text.auth.login;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.login.invalidCredentials,
    );
    await expect(canvas.getByRole('textbox', { name: text.identifier })).toHaveValue('member');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
  },
};

/** editing after no answer (no network, the server out of reach): 'You are offline…', the form kept. */
export const ServerUnreachable: Story = {
  args: { signIn: rejects(offline()) },
  parameters: { events: [...typed('member', 'Member#Mijas2026'), submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(startingWith(shown(copy.messages.login.offline)));
    await expect(alert).not.toHaveTextContent(shown(copy.messages.login.failed));
    await expect(
      canvas.getByRole('textbox', { name: copy.text.auth.login.identifier }),
    ).toHaveValue('member');
    await expect(canvas.getByRole('button', { name: copy.text.auth.login.submit })).toBeEnabled();
  },
};

/** signedIn: an admin lands on /admin. */
export const SignedIn: Story = {
  args: { signIn: resolves(loginResponse('admin')) },
  parameters: { events: [...typed('admin', 'Admin#Mijas2026'), submit] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/admin$/);
  },
};

/** signedIn with ?redirect=: the parameter wins over the panel. */
export const RedirectWins: Story = {
  args: { signIn: resolves(loginResponse('admin')), url: '/login?redirect=%2Fview-members' },
  parameters: { events: [...typed('admin', 'Admin#Mijas2026'), submit] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/view-members$/);
  },
};

/** Already signed in: no second login, straight to the own panel. */
export const AlreadySignedIn: Story = {
  args: { role: 'root' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/superadmin$/);
  },
};

/** The keyboard alone: Enter in a field submits (a gesture, so this story types). */
export const EnterSubmits: Story = {
  args: { signIn: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: copy.text.auth.login.identifier }),
      'member',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(copy.text.auth.login.password), { selector: 'input' }),
      'Member#Mijas2026{Enter}',
    );
    await expect(
      await canvas.findByRole('button', { name: copy.messages.login.submitting }),
    ).toBeDisabled();
  },
};

/**
 * The Language toolbar's Arabic (`globals: { locale: 'ar' }`): the page in Arabic, right to left, the offline
 * message in Arabic under the form.
 */
export const InArabic: Story = {
  ...ServerUnreachable,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: text.auth.login.title });
    await expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ar');
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toBe(splitStatusPrefix(messages.login.offline).text);
    await expect(alert.textContent).toMatch(/^أنت غير متصل بالإنترنت/);
    await expect(alert).toHaveAttribute('data-tone', 'error');
  },
};

/** Issue 35: "Sign in with a passkey" (no password typed): a member lands on /member, as after a password. */
export const PasskeySignedIn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/member$/);
  },
};

/** A passkey sign-in with ?redirect=: the parameter wins, as after a password. */
export const PasskeyRedirectWins: Story = {
  args: { url: '/login?redirect=%2Fmember%2Freceipts' },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/member\/receipts$/);
  },
};

/** The browser's prompt is open: both buttons held, the passkey's one saying it waits. */
export const PasskeyPrompt: Story = {
  args: { passkey: { prompt: pending() } },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(
      await canvas.findByRole('button', { name: text.passkeySignIn.working }),
    ).toBeDisabled();
  },
};

/** The prompt closed without a passkey: what that means, and both ways to sign in offered again. */
export const PasskeyCancelled: Story = {
  args: { passkey: { prompt: rejectsWith(() => new Error(passkeyMessages().browser.cancelled)) } },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      passkeyMessages().browser.cancelled,
    );
    await expect(canvas.getByRole('button', { name: text.passkeySignIn.button })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.auth.login.submit })).toBeEnabled();
  },
};

/** The prompt timed out. */
export const PasskeyTimedOut: Story = {
  args: { passkey: { prompt: rejectsWith(() => new Error(passkeyMessages().browser.timedOut)) } },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      passkeyMessages().browser.timedOut,
    );
  },
};

/** A passkey the club does not know (removed, or another site's): the server's message. */
export const PasskeyNotRegistered: Story = {
  args: {
    passkey: { signIn: rejectsWith(() => serverError(401, passkeyMessages().unknownPasskey)) },
  },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      passkeyMessages().unknownPasskey,
    );
  },
};

/** A deactivated account is not allowed in, with a passkey as with a password: the server's message. */
export const PasskeyNotAllowed: Story = {
  args: {
    passkey: {
      signIn: rejectsWith(() => serverError(403, storyText().messages.login.accountDisabled)),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const { text, messages } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.passkeySignIn.button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(messages.login.accountDisabled),
    );
  },
};
