import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import {
  demoMember,
  inactiveCard,
  inactiveMembership,
  memberFlows,
  status,
  type MemberFlowActors,
} from '../../../features/member/fixtures.ts';
import { offline, pending, rejects, resolves } from '@mijas/flows/actors';
import { createTestSession, NAVIGATED_TO } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as MemberPage } from './member.tsx';

function open(url = '/member', actors: MemberFlowActors = {}) {
  const appSession = createTestSession('member');
  const view = renderPage({
    path: '/member',
    url,
    appSession,
    flows: memberFlows(actors),
    children: <MemberPage />,
  });
  return { ...view, appSession, user: userEvent.setup() };
}

function valueOf(region: HTMLElement, term: string) {
  return within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

function nav() {
  return within(screen.getByRole('navigation', { name: 'Member panel' }));
}

/** Counts the calls of a fake and answers `value`. */
function counting<T>(value: T) {
  const calls: unknown[] = [];
  const logic = fromPromise<T, unknown>(({ input }) => {
    calls.push(input);
    return Promise.resolve(value);
  });
  return { logic: logic as AnyActorLogic, calls };
}

describe('/member: membership (the default sub-page)', () => {
  it('shows the active membership card: username, full name, Active and the expiry date', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Membership' })).toHaveAttribute('aria-current', 'page');
    // Loaded, the card's face replaces the loading card.
    await screen.findByText('sara.haddad');
    const card = screen.getByRole('region', { name: 'Membership Card' });
    expect(valueOf(card, 'Full Name')).toHaveTextContent('Sara Haddad');
    expect(valueOf(card, 'Status')).toHaveTextContent('Active');
    expect(valueOf(card, 'Expiry Date')).toHaveTextContent('30 June 2027');
  });

  it('hides the expiry of an inactive membership behind .....', async () => {
    open('/member', {
      loadMembership: resolves(inactiveMembership),
      loadCard: resolves(inactiveCard),
    });
    await screen.findByText('Inactive');
    const card = screen.getByRole('region', { name: 'Membership Card' });
    expect(valueOf(card, 'Expiry Date').textContent).toBe('.....');
  });

  it('says it is loading while the card is on its way', () => {
    open('/member', { loadMembership: pending() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading membership...');
  });

  it.each([
    [status(401), 'Unauthorized (401): token missing/invalid. Please login again.'],
    [status(403), "Forbidden (403): your account doesn't have permission to view membership info."],
    [status(404), 'Not found (404): membership info not available for this user.'],
    [status(500), 'Server error (500). Check backend logs.'],
    [status(418, 'teapot'), 'Error 418: teapot'],
    [offline(), 'Network error: Failed to fetch'],
  ])('shows the SPEC §8 message for a failed card (%s)', async (error, message) => {
    open('/member', { loadMembership: rejects(error) });
    const card = screen.getByRole('region', { name: 'Membership Card' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('/member?tab=profile: Member Information', () => {
  it('shows every field read-only, Gender in words and the Verified mark', async () => {
    open('/member?tab=profile');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('sara.haddad');
    const info = screen.getByRole('region', { name: 'Member Information' });
    expect(valueOf(info, 'Email')).toHaveTextContent('sara@mijas.example.com');
    expect(within(valueOf(info, 'Email')).getByText('Verified')).toBeInTheDocument();
    expect(valueOf(info, 'Gender')).toHaveTextContent('Female');
    expect(valueOf(info, 'Date of Birth')).toHaveTextContent('2 April 1995');
    expect(valueOf(info, 'Major/Field')).toHaveTextContent('Civil Engineering');
    expect(valueOf(info, 'Address')).toHaveTextContent('Rainbow St 12, Jabal Amman');
    expect(within(info).queryByRole('textbox')).toBeNull();
  });

  it("says 'Failed to load member data' and tries again on request", async () => {
    let calls = 0;
    const loadMember = fromPromise(() =>
      calls++ === 0 ? Promise.reject(status(500)) : Promise.resolve(demoMember),
    );
    const { user } = open('/member?tab=profile', { loadMember });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load member data');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('sara.haddad')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'No member data found' when there is no record", async () => {
    open('/member?tab=profile', { loadMember: resolves(null) });
    expect(await screen.findByText('No member data found')).toBeInTheDocument();
  });
});

// Typing in jsdom on a shared machine is slow: these tests get more time.
describe('/member: editing the contact details', { timeout: 20_000 }, () => {
  it('saves the phone and address and shows them with the result message', async () => {
    const save = counting({ message: 'Updated.' });
    const { user } = open('/member?tab=profile', { saveMember: save.logic });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    // The form opens once its rules (the phone's) are fetched.
    await screen.findByRole('region', { name: 'Edit contact details' });
    const phone = screen.getByRole('textbox', { name: /^Phone Number/ });
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '0781112223');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.clear(address);
    await user.type(address, 'Wasfi Al-Tal St 40');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const info = screen.getByRole('region', { name: 'Member Information' });
    await waitFor(() => expect(valueOf(info, 'Address')).toHaveTextContent('Wasfi Al-Tal St 40'));
    expect(valueOf(info, 'Phone Number')).toHaveTextContent('+962781112223');
    expect(save.calls).toEqual([
      expect.objectContaining({
        body: {
          phoneNumber: '0781112223',
          city: 'Amman',
          addressDetails: 'Wasfi Al-Tal St 40',
          major: 'Civil Engineering',
        },
      }),
    ]);
    expect(
      within(screen.getByRole('main')).getByText('Your information was updated successfully'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit contact details' })).toHaveFocus();
  });

  it('shows the field message and sends nothing while a field is invalid', async () => {
    const save = counting({ message: 'Updated.' });
    const { user } = open('/member?tab=profile', { saveMember: save.logic });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    // The form opens once its rules (the phone's) are fetched.
    await screen.findByRole('region', { name: 'Edit contact details' });
    await user.clear(screen.getByRole('textbox', { name: /^Address/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const address = screen.getByRole('textbox', { name: /^Address/ });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the field to fix.
    expect(address).toHaveFocus();
    expect(save.calls).toHaveLength(0);
  });

  it('keeps everything typed when saving fails, with the reason', async () => {
    const { user } = open('/member?tab=profile', {
      saveMember: rejects(status(400, [{ code: 'X', description: 'Phone number already used.' }])),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    // The form opens once its rules (the phone's) are fetched.
    await screen.findByRole('region', { name: 'Edit contact details' });
    const phone = screen.getByRole('textbox', { name: /^Phone Number/ });
    await user.clear(phone);
    await user.type(phone, '0781112223');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = screen.getByRole('region', { name: 'Edit contact details' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Phone number already used.');
    expect(phone).toHaveValue('0781112223');
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("reads 'Saving...' on a disabled button while saving", async () => {
    const { user } = open('/member?tab=profile', { saveMember: pending() });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    // The form opens once its rules (the phone's) are fetched.
    await screen.findByRole('region', { name: 'Edit contact details' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).toHaveAttribute('readonly');
  });

  it("keeps Edit on screen, busy, while the form's code and rules are on their way", async () => {
    const { user } = open('/member?tab=profile', { loadContactForm: pending() });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    const edit = screen.getByRole('button', { name: 'Edit contact details' });
    expect(edit).toHaveAttribute('aria-busy', 'true');
    expect(edit).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Edit contact details' })).toBeNull();
  });

  it('Cancel closes the form without saving', async () => {
    const save = counting({ message: 'Updated.' });
    const { user } = open('/member?tab=profile', { saveMember: save.logic });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    // The form opens once its rules (the phone's) are fetched.
    await screen.findByRole('region', { name: 'Edit contact details' });
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Edit contact details' })).toBeNull();
    const info = screen.getByRole('region', { name: 'Member Information' });
    expect(valueOf(info, 'Address')).toHaveTextContent(/^Rainbow St 12, Jabal Amman$/);
    expect(save.calls).toHaveLength(0);
  });
});

describe('/member: the panel shell', () => {
  it('switches sub-pages in place, in the address, without loading again', async () => {
    const load = counting(demoMember);
    const { user } = open('/member', { loadMember: load.logic });
    await user.click(nav().getByRole('link', { name: 'My Profile' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('sara.haddad')).toBeInTheDocument();
    await user.click(nav().getByRole('link', { name: 'Membership' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    expect(load.calls).toHaveLength(1);
    expect(screen.queryByTestId(NAVIGATED_TO)).toBeNull();
  });

  it('Home allows the landing page for this browser session and goes to /', async () => {
    const { user, appSession } = open();
    expect(appSession.session.getSnapshot().context.allowHomeAccess).toBe(false);
    await user.click(nav().getByRole('link', { name: 'Home' }));
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
    expect(appSession.session.getSnapshot().context.allowHomeAccess).toBe(true);
  });

  it('Logout ends the session and lands on /', async () => {
    const { user, appSession } = open();
    await user.click(nav().getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
    expect(appSession.session.getSnapshot().hasTag('anonymous')).toBe(true);
    expect(appSession.session.getSnapshot().context.endedBy).toBe('logout');
  });

  it('names the browser tab after the sub-page', async () => {
    open('/member?tab=profile');
    await waitFor(() => expect(document.title).toBe('My Profile · MIJAS Club'));
  });
});
