import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import type { AnyActorLogic } from 'xstate';
import {
  loginResponse,
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '../../../features/auth/fixtures.ts';
import {
  createEndedTestSession,
  NAVIGATED_TO,
  PageHarness,
  type TestRole,
} from '../../../testing/page-harness.tsx';
import { Component as LoginPage } from './login.tsx';

function LoginStory({
  signIn,
  url = '/login',
  role = 'anonymous',
  sessionEnded = false,
}: {
  signIn: AnyActorLogic;
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
      flows={{ login: { actors: { signIn } } }}
    >
      <LoginPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginStory,
  parameters: { bleed: true },
  args: { signIn: resolves(loginResponse('member')) },
} satisfies Meta<typeof LoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, identifier: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username or Email' }), identifier);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), password);
  return canvas;
}

/** editing: the empty form, every control reachable. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
  },
};

/** editing, reached because the session ended: the notice from the first render, until an error. */
export const SessionEnded: Story = {
  args: { sessionEnded: true, url: '/login?redirect=%2Fmember' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    await expect(canvas.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  },
};

/** editing, submitted empty: the spec's message, nothing sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'LOGIN' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '⚠️ Please enter email/username and password',
    );
  },
};

/** submitting: 'Logging in...' on a disabled button. */
export const Submitting: Story = {
  args: { signIn: pending() },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'member', 'Member#Mijas2026');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember Me' }));
    // Enter in a field submits the form.
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), '{Enter}');
    const button = await canvas.findByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  },
};

/** editing after a failure: the server's message, the typed name kept. */
export const WrongPassword: Story = {
  args: { signIn: rejects(serverError(401, 'Invalid username/email or password.')) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'member', 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'LOGIN' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid username/email or password.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username or Email' })).toHaveValue('member');
    await expect(canvas.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  },
};

/** editing after no answer: '❌ Login failed.' */
export const ServerUnreachable: Story = {
  args: { signIn: rejects(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'member', 'Member#Mijas2026');
    await userEvent.click(canvas.getByRole('button', { name: 'LOGIN' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('❌ Login failed.');
  },
};

/** signedIn: an admin lands on /admin. */
export const SignedIn: Story = {
  args: { signIn: resolves(loginResponse('admin')) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'admin', 'Admin#Mijas2026');
    await userEvent.click(canvas.getByRole('button', { name: 'LOGIN' }));
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/admin$/);
  },
};

/** signedIn with ?redirect=: the parameter wins over the panel. */
export const RedirectWins: Story = {
  args: { signIn: resolves(loginResponse('admin')), url: '/login?redirect=%2Fview-members' },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'admin', 'Admin#Mijas2026');
    await userEvent.click(canvas.getByRole('button', { name: 'LOGIN' }));
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/view-members$/);
  },
};

/** Already signed in: no second login, straight to the own panel. */
export const AlreadySignedIn: Story = {
  args: { role: 'root' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/superadmin$/);
  },
};
