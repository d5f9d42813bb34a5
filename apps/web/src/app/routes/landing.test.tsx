import {
  ApiError,
  LANDING_FORM_MESSAGE_MAX,
  messages,
  type FormSubmissionRequest,
  type MessageResponse,
} from '@mijas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { NAVIGATED_TO, type TestRole } from '../../testing/page-harness.tsx';
import { renderPage } from '../../testing/render-page.tsx';
import { Component as Landing } from './landing.tsx';

type Submit = (body: FormSubmissionRequest) => Promise<MessageResponse>;

const thanks = messages.api.formReceived;

function open({ role = 'anonymous', submit }: { role?: TestRole; submit?: Submit } = {}) {
  const sent = vi.fn<Submit>(submit ?? (() => Promise.resolve({ message: thanks })));
  const user = userEvent.setup();
  renderPage({
    path: '/',
    role,
    flows: {
      landingForm: {
        actors: {
          submitForm: fromPromise<MessageResponse, { body: FormSubmissionRequest }>(({ input }) =>
            sent(input.body),
          ),
        },
      },
    },
    children: <Landing />,
  });
  const form = () => screen.getByRole('form', { name: 'Join Us and inquiry form' });
  async function fill(values: { name?: string; email?: string; mobile?: string; major?: string }) {
    const inside = within(form());
    if (values.name) await user.type(inside.getByLabelText(/^Full name/), values.name);
    if (values.email) await user.type(inside.getByLabelText(/^Email/), values.email);
    if (values.mobile) await user.type(inside.getByLabelText(/^Mobile/), values.mobile);
    if (values.major) {
      await user.type(inside.getByRole('combobox', { name: /^Major/ }), values.major);
      await user.keyboard('{Enter}');
    }
  }
  return { user, sent, form, fill };
}

const sara = { name: 'Sara Haddad', email: 'sara@example.com', major: 'Civil Engineering' };

describe('landing page (SPEC §2)', () => {
  it('shows the hero, the five partners and the footer to a visitor, with Login in the navbar', () => {
    open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('WE ARE MIJAS');
    expect(screen.getByRole('button', { name: 'Join Us' })).toBeVisible();

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    expect(nav.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '#partners');
    expect(nav.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '#join');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(nav.queryByRole('link', { name: /Panel/ })).toBeNull();

    const partners = within(screen.getByRole('list', { name: 'Partners' }));
    expect(partners.getAllByRole('listitem')).toHaveLength(5);
    expect(partners.getByText('Petra Structural Consultants')).toBeVisible();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Sunday-Thursday 8:00 AM-4:00 PM')).toBeVisible();
    expect(footer.getByText(/Amman, Jordan/)).toBeVisible();
    expect(footer.getByText(/© \d{4} MIJAS Club/)).toBeVisible();
    expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['admin', 'Admin Panel', '/admin'],
    ['root', 'Root Admin Panel', '/superadmin'],
  ] as const)('a signed-in %s sees the %s link and Logout', async (role, label, href) => {
    const { user } = open({ role });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();

    await user.click(nav.getByRole('button', { name: 'Logout' }));
    // Signed out, the page stays on / and offers Login again.
    expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(nav.queryByRole('link', { name: label })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('WE ARE MIJAS');
    expect(screen.queryByTestId(NAVIGATED_TO)).toBeNull();
  });

  it('sends a signed-in member to /member (no home access granted)', async () => {
    open({ role: 'member' });
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent('/member');
  });

  it('Join Us brings the form, set to Join Us, into focus', async () => {
    const { user, form } = open();
    await user.click(within(form()).getByRole('radio', { name: 'Inquiry' }));
    await user.click(screen.getByRole('button', { name: 'Join Us' }));
    expect(form()).toHaveFocus();
    expect(within(form()).getByRole('radio', { name: 'Join Us' })).toBeChecked();
  });

  it('marks the required fields and focuses the first one; nothing is sent', async () => {
    const { user, sent, form, fill } = open();
    await fill({ mobile: '0791234567' });
    await user.click(within(form()).getByRole('button', { name: 'Send application' }));
    const inside = within(form());
    expect(inside.getByLabelText(/^Full name/)).toHaveAccessibleDescription(
      'Full name is required.',
    );
    expect(inside.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required.');
    expect(inside.getByRole('combobox', { name: /^Major/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(inside.getByLabelText(/^Full name/)).toHaveFocus();
    // What was typed stays.
    expect(inside.getByLabelText(/^Mobile/)).toHaveValue('0791234567');
    expect(sent).not.toHaveBeenCalled();

    // An error clears as its field is corrected.
    await user.type(inside.getByLabelText(/^Full name/), 'Sara');
    expect(inside.getByLabelText(/^Full name/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends the form: busy while sending, then the thanks and a fresh form on Send another', async () => {
    let answer: (value: MessageResponse) => void = () => {};
    const { user, sent, form, fill } = open({
      submit: () => new Promise((resolve) => (answer = resolve)),
    });
    await fill({ ...sara, mobile: '0791234567' });
    await user.click(within(form()).getByRole('button', { name: 'Send application' }));

    const busy = within(form()).getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(form()).getByLabelText(/^Full name/)).toHaveAttribute('readonly');
    expect(sent).toHaveBeenCalledExactlyOnceWith({
      type: 'Join Us',
      major: 'Civil Engineering',
      name: 'Sara Haddad',
      email: 'sara@example.com',
      mobile: '0791234567',
    });

    answer({ message: thanks });
    const status = await within(form()).findByRole('status');
    expect(status).toHaveTextContent(thanks);
    expect(within(form()).queryByLabelText(/^Full name/)).toBeNull();

    await user.click(within(form()).getByRole('button', { name: 'Send another' }));
    expect(within(form()).getByLabelText(/^Full name/)).toHaveValue('');
  });

  it('shows the server message when sending fails and keeps what was typed', async () => {
    const { user, form, fill } = open({
      submit: () =>
        Promise.reject(new ApiError({ status: 500, body: { message: 'The server is busy.' } })),
    });
    await fill(sara);
    await user.click(within(form()).getByRole('button', { name: 'Send application' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(within(form()).getByLabelText(/^Full name/)).toHaveValue('Sara Haddad');
    expect(within(form()).getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('blocks the third Join Us in 24 hours with the spec message; Inquiry is still allowed', async () => {
    const { user, sent, form, fill } = open();
    for (let round = 0; round < 2; round += 1) {
      await fill(sara);
      await user.click(within(form()).getByRole('button', { name: 'Send application' }));
      await user.click(await within(form()).findByRole('button', { name: 'Send another' }));
    }
    await fill(sara);
    await user.click(within(form()).getByRole('button', { name: 'Send application' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'You can send up to 2 Join Us submissions per 24 hours.',
    );
    expect(sent).toHaveBeenCalledTimes(2);

    await user.click(within(form()).getByRole('radio', { name: 'Inquiry' }));
    expect(within(form()).queryByRole('alert')).toBeNull();
    await user.click(within(form()).getByRole('button', { name: 'Send inquiry' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(thanks);
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'Inquiry' }));
  });

  it("asks for the major in free text when 'Other' is chosen", async () => {
    const { user, sent, form, fill } = open();
    await fill({ name: sara.name, email: sara.email, major: 'Other' });
    const other = within(form()).getByRole('textbox', { name: /^Your major/ });
    await user.click(within(form()).getByRole('button', { name: 'Send application' }));
    expect(other).toHaveAccessibleDescription('Please specify your major');
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveFocus();

    await user.type(other, 'Marine Biology');
    await user.click(within(form()).getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(expect.objectContaining({ major: 'Marine Biology' })),
    );
  });
  it('an inquiry carries its question: an optional Message, its lines sent, its length checked', async () => {
    const { user, sent, form, fill } = open();
    const inside = within(form());
    await user.click(inside.getByRole('radio', { name: 'Inquiry' }));
    await fill(sara);
    const message = inside.getByRole('textbox', { name: 'Message' });
    expect(message).not.toBeRequired();
    expect(message).toHaveAccessibleDescription(
      'Optional: your question, or anything you would like us to know (up to 1000 characters).',
    );
    await user.click(message);
    await user.paste('x'.repeat(LANDING_FORM_MESSAGE_MAX + 1));
    await user.click(inside.getByRole('button', { name: 'Send inquiry' }));
    expect(message).toHaveAccessibleDescription('Message must be at most 1000 characters.');
    expect(message).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
    await user.clear(message);
    await user.type(message, 'Is there a family rate?{Enter}{Enter}And parking?');
    await user.click(inside.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledExactlyOnceWith({
        type: 'Inquiry',
        ...sara,
        message: 'Is there a family rate?\n\nAnd parking?',
      }),
    );
  });
});
