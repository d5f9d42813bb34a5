import {
  formatMoney,
  messages,
  OTHER_MAJOR,
  paymentMessages,
  STORAGE_KEYS,
  type Messages,
  type RenewalRequest,
} from '@mijas/api';
import type { Catalogue } from '../../../i18n/en.ts';
import type {
  StoredMemberCard,
  memberCardMachine,
  memberContactFormMachine,
  memberProfileMachine,
  sessionMachine,
} from '@mijas/machines';
import { readsLeftToRight } from '@mijas/ui/reading-order';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  activeMembership,
  demoCard,
  demoMember,
  inactiveCard,
  inactiveMembership,
  memberFlows,
  replacedCard,
  status,
} from '../../../features/member/fixtures.ts';
import { EXPIRY } from '../../../features/member/fixtures.ts';
import {
  confirmedRequest,
  pendingRequest,
  rejectedRequest,
} from '../../../features/member/payment-fixtures.ts';
import {
  answers,
  failsOnce,
  failsWith,
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '@mijas/flows/actors';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import {
  createTestSession,
  NAVIGATED_TO,
  PageHarness,
  type TestRole,
} from '../../../testing/page-harness.tsx';
import { portal, reached, toastShown } from '@mijas/flows/story-helpers';
import {
  asRead,
  storyCatalogue,
  startingWith,
  exactly,
  shown,
  storyFormats,
  storyLocale,
  storyNames,
  storyText,
} from '../../../testing/story-locale.ts';
import { fill, send } from '@mijas/flows/story-state';
import { Component as MemberPage, preload } from './member.tsx';
import { desktopSnapshot, pageSnapshot } from '@mijas/flows/page-snapshots';

const MEMBER: TestRole = 'member';

function MemberStory({
  url = '/member',
  flows,
  stored,
  remembered = true,
}: {
  url?: string;
  /** Made once per render of the story, so fakes that count calls start afresh. */
  flows: () => Record<string, FlowImplementations>;
  /** A card this browser kept from an earlier visit (its time), for the member signed in. */
  stored?: Omit<StoredMemberCard, 'userId'>;
  /** Logged in with Remember Me (the default), or for this browser session only. */
  remembered?: boolean;
}) {
  const [implementations] = useState(flows);
  const [appSession] = useState(() => {
    const value = createTestSession(MEMBER);
    if (!remembered) {
      const { token, refreshToken, roles } = value.session.getSnapshot().context;
      if (token)
        value.session.send({ type: 'session.login', token, refreshToken, roles, remember: false });
    }
    const { local, user } = value.session.getSnapshot().context;
    if (stored && user)
      local.setItem(STORAGE_KEYS.memberCard, JSON.stringify({ ...stored, userId: user.id }));
    return value;
  });
  return (
    <PageHarness
      path="/member"
      url={url}
      role={MEMBER}
      appSession={appSession}
      flows={implementations}
    >
      <MemberPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Member/Member dashboard',
  component: MemberStory,
  parameters: { bleed: true },
  args: { flows: () => memberFlows() },
  // The sub-page's code before it renders, as the router loads it (a story renders the page without its route).
  loaders: [({ args }) => preload(new URL(args.url ?? '/member', window.location.origin))],
} satisfies Meta<typeof MemberStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROFILE = '/member?tab=profile';
/** The contact form, the page machine's child while editing. */
const CONTACT_FORM = 'memberProfile/contactForm';
const reload = send<typeof memberProfileMachine>('memberProfile', { type: 'profile.reload' });
const retryCard = send<typeof memberCardMachine>('memberCard', { type: 'card.retry' });

function card(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('region', { name }));
}

/** The value of a term in a description list. */
function valueOf(scope: ReturnType<typeof within>, term: string) {
  const dt = scope.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

// --- Membership (the default sub-page) ---

/** membership loading: the card waits with a spinner. */
export const MembershipLoading: Story = {
  args: { flows: () => memberFlows({ loadMembership: pending(), loadMember: pending() }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.member.membership.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.text.member.membership.loading);
  },
};

/** membership loaded, active: Username, Full Name, the Active badge and the expiry date. */
export const CardActive: Story = {
  tags: ['arabic'],
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: copy.text.member.panel.navLabel }));
    await expect(
      nav.getByRole('link', { name: copy.text.member.membership.title }),
    ).toHaveAttribute('aria-current', 'page');
    const membership = within(
      await canvas.findByRole('region', { name: copy.text.member.membership.cardTitle }),
    );
    await expect(await membership.findByText('sara.haddad')).toBeVisible();
    await expect(valueOf(membership, copy.text.member.membership.fullName)).toHaveTextContent(
      'Sara Haddad',
    );
    await expect(valueOf(membership, copy.text.member.membership.status)).toHaveTextContent(
      copy.text.member.membership.active,
    );
    await expect(valueOf(membership, copy.text.member.membership.expiryDate)).toHaveTextContent(
      storyFormats().date(EXPIRY)!,
    );
    // The card's own parts (issue 20): the club's mark, the member number, the QR code as a named link.
    await expect(membership.getByText(copy.text.common.brand)).toBeVisible();
    await expect(valueOf(membership, copy.text.member.card.memberNumber)).toHaveTextContent('42');
    await expect(
      membership.getByRole('link', { name: copy.text.member.card.check }),
    ).toHaveAttribute('href', demoCard.verifyUrl);
    await expect(membership.queryByText(copy.text.member.card.updating)).toBeNull();
    // Logged in with Remember Me: the card stays on this device.
    await expect(membership.getByText(copy.text.member.card.keptOnDevice)).toBeVisible();
  },
};

/**
 * membership loaded, logged in without Remember Me: the note under the card says how to keep it on this device
 * for use without a connection (the session, and the card with it, end with the browser otherwise).
 */
export const CardNotRemembered: Story = {
  args: { remembered: false },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, text.member.membership.cardTitle);
    await expect(await membership.findByText('sara.haddad')).toBeVisible();
    const note = membership.getByText(text.member.card.keepOnDevice);
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(text.auth.login.remember);
    await expect(membership.queryByText(text.member.card.keptOnDevice)).toBeNull();
  },
};

/** membership loaded, inactive: the Inactive badge and '.....' instead of the expiry. */
/** the card in right to left: the username keeps its own direction (a <bdi>), the date reads in its order. */
export const CardRightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = within(
      await within(canvasElement).findByRole('region', {
        name: copy.text.member.membership.cardTitle,
      }),
    );
    const username = await membership.findByText('sara.haddad');
    await expect(username.tagName).toBe('BDI');
    await expect(valueOf(membership, copy.text.member.membership.expiryDate)).toHaveTextContent(
      storyFormats().date(EXPIRY)!,
    );
  },
};
export const CardInactive: Story = {
  args: {
    flows: () =>
      memberFlows({
        loadMembership: resolves(inactiveMembership),
        loadCard: resolves(inactiveCard),
      }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    await expect(await membership.findByText(copy.text.member.membership.inactive)).toBeVisible();
    await expect(valueOf(membership, copy.text.member.membership.expiryDate)).toHaveTextContent(
      exactly(copy.text.member.membership.noExpiry),
    );
    await expect(membership.queryByText(/2025/)).toBeNull();
  },
};

/** The stored card of an earlier visit: fetched on 20 November 2026, active until 30 June 2027. */
const storedCard: Omit<StoredMemberCard, 'userId'> = {
  savedAt: '2026-11-20T08:30:00.000Z',
  membership: activeMembership,
  card: demoCard,
};

/** A card kept from an earlier visit shows at once, marked as updating, while the newer one loads. */
export const CardUpdating: Story = {
  args: {
    stored: storedCard,
    flows: () => memberFlows({ loadMembership: pending(), loadCard: pending() }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const region = within(canvasElement).getByRole('region', {
      name: copy.text.member.membership.cardTitle,
    });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent(
      copy.text.member.card.updating,
    );
    await expect(valueOf(within(region), copy.text.member.membership.fullName)).toHaveTextContent(
      'Sara Haddad',
    );
  },
};

/** Offline with a stored card: the card, "Last updated …" and the offline note; no error. */
export const CardOffline: Story = {
  parameters: { chromatic: pageSnapshot },
  args: {
    stored: storedCard,
    flows: () => memberFlows({ loadMembership: rejects(offline()), loadCard: rejects(offline()) }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    // The note, then when the card was saved.
    await expect(
      await membership.findByText(startingWith(copy.text.member.card.offline)),
    ).toHaveTextContent(
      copy.text.member.card.lastUpdated(storyFormats().dateTime(storedCard.savedAt)!),
    );
    await expect(valueOf(membership, copy.text.member.membership.status)).toHaveTextContent(
      copy.text.member.membership.active,
    );
    await expect(valueOf(membership, copy.text.member.membership.expiryDate)).toHaveTextContent(
      storyFormats().date(EXPIRY)!,
    );
    await expect(membership.queryByRole('alert')).toBeNull();
    await expect(membership.getByRole('link', { name: copy.text.member.card.check })).toBeVisible();
  },
};

/** Back online (the browser's `online` event), the card loads again and the offline note goes. */
export const CardBackOnline: Story = {
  args: {
    stored: storedCard,
    flows: () =>
      memberFlows({
        loadMembership: failsOnce(offline(), activeMembership),
        loadCard: failsOnce(offline(), demoCard),
      }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    const offlineNote = startingWith(copy.text.member.card.offline);
    await membership.findByText(offlineNote);
    globalThis.dispatchEvent(new Event('online'));
    await waitFor(() => expect(membership.queryByText(offlineNote)).toBeNull());
    await expect(valueOf(membership, copy.text.member.membership.status)).toHaveTextContent(
      copy.text.member.membership.active,
    );
  },
};

/** An expired card (once `shownBy` shows): Inactive and Expired, '.....', and the day it ended. */
function expiredCard(shownBy: (text: Catalogue) => string | RegExp): Story['play'] {
  return async ({ canvasElement }) => {
    const { text } = storyText();
    await reached(canvasElement);
    const membership = card(canvasElement, text.member.membership.cardTitle);
    await expect(await membership.findByText(shownBy(text))).toBeVisible();
    await expect(valueOf(membership, text.member.membership.status)).toHaveTextContent(
      exactly(`${text.member.membership.inactive}${text.member.card.expired}`),
    );
    await expect(
      valueOf(membership, storyText().text.member.membership.expiryDate),
    ).toHaveTextContent(exactly(storyText().text.member.membership.noExpiry));
    await expect(
      membership.getByText(
        storyText().text.member.card.endedOn(storyFormats().date('2025-01-31T12:00:00.000Z')!),
      ),
    ).toBeVisible();
  };
}

/** A stored active card whose date has passed since shows expired: Inactive, Expired, '.....'. */
export const CardOfflineExpiredSince: Story = {
  args: {
    stored: {
      ...storedCard,
      membership: { ...activeMembership, expiryDate: '2025-01-31T12:00:00.000Z' },
      card: { ...demoCard, expiryDate: '2025-01-31T12:00:00.000Z' },
    },
    flows: () => memberFlows({ loadMembership: rejects(offline()), loadCard: rejects(offline()) }),
  },
  play: expiredCard((text) => startingWith(text.member.card.offline)),
};

/** Ended by its date: the spec's Inactive badge, Expired beside it, '.....' and the day it ended. */
export const CardExpired: Story = {
  args: {
    flows: () =>
      memberFlows({
        loadMembership: resolves(inactiveMembership),
        loadCard: resolves({ ...inactiveCard, status: 'expired' }),
      }),
  },
  play: expiredCard((text) => text.member.card.expired),
};

/** Deactivated by an admin: Inactive alone, no date; the QR code still opens the live check. */
export const CardDeactivated: Story = {
  args: {
    flows: () =>
      memberFlows({
        loadMembership: resolves(inactiveMembership),
        loadCard: resolves(inactiveCard),
      }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    await expect(await membership.findByText(copy.text.member.membership.inactive)).toBeVisible();
    await expect(membership.queryByText(copy.text.member.card.expired)).toBeNull();
    // No "Your membership ended on …" (the text before its date, in the story's language).
    const [endedOn = ''] = copy.text.member.card.endedOn('\u0000').split('\u0000');
    await expect(membership.queryByText(startingWith(endedOn))).toBeNull();
    await expect(membership.getByRole('link', { name: copy.text.member.card.check })).toBeVisible();
  },
};

/** The card's own call refused (an older server): the spec's fields without number or QR code. */
export const CardWithoutItsOwnCall: Story = {
  args: { flows: () => memberFlows({ loadCard: rejects(status(404)) }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    await expect(valueOf(membership, copy.text.member.membership.expiryDate)).toHaveTextContent(
      storyFormats().date(EXPIRY)!,
    );
    await expect(membership.queryByText(copy.text.member.card.memberNumber)).toBeNull();
    await expect(membership.queryByRole('link')).toBeNull();
  },
};

/** Print card prints the page, which its print stylesheet turns into the card alone. */
export const CardPrint: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    const print = fn();
    const original = globalThis.print;
    globalThis.print = print;
    try {
      await userEvent.click(
        await membership.findByRole('button', { name: copy.text.member.card.print }),
      );
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      globalThis.print = original;
    }
  },
};

/** The card in Arabic, right to left; the QR code keeps its name in Arabic. */
export const CardArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await reached(canvasElement);
    const membership = card(canvasElement, 'بطاقة العضوية');
    await expect(await membership.findByText('sara.haddad')).toBeVisible();
    await expect(membership.getByRole('link', { name: 'تحقق من هذه البطاقة' })).toBeVisible();
    await expect(membership.getByRole('button', { name: 'طباعة البطاقة' })).toBeVisible();
  },
};

export const CardOfflineDark: Story = { ...CardOffline, globals: { theme: 'dark' } };

// --- Replace my card (issue 30) ---

const replaceCard = send<typeof memberCardMachine>('memberCard', { type: 'card.replace' });
const confirmReplace = send<typeof memberCardMachine>('memberCard', { type: 'replace.confirm' });

/** The dialog of the replacement, once open (it is in a portal). */
const replaceDialog = (
  canvasElement: HTMLElement,
  name = storyText().text.member.replaceCard.title,
) => portal(canvasElement).findByRole('dialog', { name });

/** Replace my card asks first: what happens to the old card, Cancel and Replace card. */
export const CardReplaceConfirm: Story = {
  tags: ['arabic'],
  parameters: { events: [replaceCard] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = within(await replaceDialog(canvasElement));
    await expect(dialog.getByText(copy.text.member.replaceCard.description)).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: copy.text.member.replaceCard.cancel }),
    ).toBeEnabled();
    await expect(
      dialog.getByRole('button', { name: copy.text.member.replaceCard.confirm }),
    ).toBeEnabled();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** The button opens the question; Cancel closes it, asks nothing of the server and gives focus back. */
export const CardReplaceCancelled: Story = {
  args: {
    flows: () => memberFlows({ replaceCard: rejects(new Error('Replace must not be called')) }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    const open = await membership.findByRole('button', { name: copy.text.member.replaceCard.open });
    await userEvent.click(open);
    const dialog = within(await replaceDialog(canvasElement));
    await userEvent.click(
      dialog.getByRole('button', { name: copy.text.member.replaceCard.cancel }),
    );
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await expect(
      membership.getByRole('link', { name: copy.text.member.card.check }),
    ).toHaveAttribute('href', demoCard.verifyUrl);
  },
};

/** replacing: the confirm button busy, the dialog held open. */
export const CardReplacing: Story = {
  args: { flows: () => memberFlows({ replaceCard: pending() }) },
  parameters: { events: [replaceCard, confirmReplace] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = within(await replaceDialog(canvasElement));
    await expect(
      await dialog.findByRole('button', { name: copy.text.member.replaceCard.working }),
    ).toBeDisabled();
    await expect(
      dialog.getByRole('button', { name: copy.text.member.replaceCard.cancel }),
    ).toBeDisabled();
  },
};

/** replaced: the card's QR code links to the new id, and a toast says the old card is Not active. */
export const CardReplaced: Story = {
  parameters: { events: [replaceCard, confirmReplace] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    await waitFor(() =>
      expect(membership.getByRole('link', { name: copy.text.member.card.check })).toHaveAttribute(
        'href',
        replacedCard.verifyUrl,
      ),
    );
    await toastShown(canvasElement, copy.messages.memberCardReplace.replaced);
    await expect(
      portal(canvasElement).getByText(copy.messages.memberCardReplace.replacedDetail),
    ).toBeVisible();
    await expect(portal(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** failed: the reason in the dialog, which stays open to try again; the card is unchanged. */
export const CardReplaceFailed: Story = {
  args: { flows: () => memberFlows({ replaceCard: rejects(offline()) }) },
  parameters: { events: [replaceCard, confirmReplace] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const dialog = within(await replaceDialog(canvasElement));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.member.replaceCard.failedTitle);
    await expect(alert).toHaveTextContent(copy.messages.api.noResponse);
    await expect(
      dialog.getByRole('button', { name: copy.text.member.replaceCard.confirm }),
    ).toBeEnabled();
    // The page behind the modal dialog is hidden from assistive technology meanwhile.
    const link = within(canvasElement).getByRole('link', {
      name: copy.text.member.card.check,
      hidden: true,
    });
    await expect(link).toHaveAttribute('href', demoCard.verifyUrl);
  },
};

/** The question in Arabic, right to left. */
export const CardReplaceArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { events: [replaceCard] },
  play: async ({ canvasElement }) => {
    await reached(canvasElement);
    const dialog = await replaceDialog(canvasElement, 'هل تريد استبدال بطاقتك؟');
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(dialog).getByRole('button', { name: 'استبدال البطاقة' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'استبدال بطاقتي', hidden: true }),
    ).toBeVisible();
  },
};

/** The card's error, in the story's language (the contract's `membershipCard` messages). */
function cardError(message: (messages: Messages['membershipCard']) => string): Story['play'] {
  return async ({ canvasElement }) => {
    await reached(canvasElement);
    const membership = card(canvasElement, storyText().text.member.membership.cardTitle);
    await expect(await membership.findByRole('alert')).toHaveTextContent(
      message(storyText().messages.membershipCard),
    );
    await expect(
      membership.getByRole('button', { name: storyText().text.member.membership.retry }),
    ).toBeEnabled();
  };
}

/** membership failed, no session user: 'No auth token found. Please login.' */
export const CardNoToken: Story = {
  args: { flows: () => memberFlows({}, { guards: { hasUser: () => false } }) },
  play: cardError((said) => said.noToken),
};

export const CardUnauthorized: Story = {
  args: { flows: () => memberFlows({ loadMembership: rejects(status(401)) }) },
  play: cardError((said) => said.unauthorized),
};

export const CardForbidden: Story = {
  args: { flows: () => memberFlows({ loadMembership: rejects(status(403)) }) },
  play: cardError((said) => said.forbidden),
};

export const CardNotFound: Story = {
  args: { flows: () => memberFlows({ loadMembership: rejects(status(404)) }) },
  play: cardError((said) => said.notFound),
};

export const CardServerError: Story = {
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot },
  args: { flows: () => memberFlows({ loadMembership: rejects(status(500)) }) },
  play: cardError((said) => said.serverError),
};

/** Any other status: the status and the body (SPEC §8). */
export const CardOtherStatus: Story = {
  args: {
    flows: () => memberFlows({ loadMembership: rejects(status(503, { message: 'Maintenance' })) }),
  },
  play: cardError((said) => said.otherStatus(503, '{"message":"Maintenance"}')),
};

export const CardNetworkError: Story = {
  args: { flows: () => memberFlows({ loadMembership: rejects(offline()) }) },
  // The browser's own words after the prefix.
  play: cardError((said) => `${said.networkErrorPrefix}Failed to fetch`),
};

/** membership failed, then Try again loads the card. */
export const CardRetry: Story = {
  args: {
    flows: () => memberFlows({ loadMembership: failsOnce(status(500), activeMembership) }),
  },
  parameters: { events: [retryCard] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const membership = card(canvasElement, copy.text.member.membership.cardTitle);
    await expect(await membership.findByText(copy.text.member.membership.active)).toBeVisible();
    await expect(membership.queryByRole('alert')).toBeNull();
  },
};

// --- The renewal under the card (issue 34) ---

/** The Renewal card under the membership card, once its request (or none) has loaded. */
const renewalCard = (canvasElement: HTMLElement) =>
  card(canvasElement, storyText().text.paymentsFrame.renewalStatus.title);

/** A request's plan and amount as the card writes them in the story's language ('One year', '25.000 JOD'). */
function planAndAmount(request: RenewalRequest, globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  return [
    locale === 'ar' ? request.plan.nameAr : request.plan.nameEn,
    formatMoney(request.amount, request.currency, locale),
  ] as const;
}

/** No request yet: the invitation to renew online, Renew membership and My receipts. */
export const RenewalNone: Story = {
  play: async ({ canvasElement, loaded }) => {
    const said = storyCatalogue(loaded).text.paymentsFrame.renewalStatus;
    await reached(canvasElement);
    const renewal = renewalCard(canvasElement);
    await expect(await renewal.findByText(said.none)).toBeVisible();
    await expect(renewal.getByRole('link', { name: said.renew })).toHaveAttribute(
      'href',
      '/member/renew',
    );
    await expect(renewal.getByRole('link', { name: said.receipts })).toHaveAttribute(
      'href',
      '/member/receipts',
    );
  },
};

/**
 * While the member's latest request loads: the invitation to renew online is already there (the prerendered page
 * paints it, its largest text in Arabic), with Renew membership and My receipts.
 */
export const RenewalLoading: Story = {
  tags: ['arabic'],
  args: { flows: () => memberFlows({ loadRenewalStatus: pending() }) },
  play: async ({ canvasElement, loaded }) => {
    const said = storyCatalogue(loaded).text.paymentsFrame.renewalStatus;
    await reached(canvasElement);
    const renewal = renewalCard(canvasElement);
    await expect(renewal.getByText(said.none)).toBeVisible();
    await expect(renewal.getByRole('link', { name: said.renew })).toBeVisible();
  },
};

/** A pending request: Pending, its plan and amount, and a link to the request instead of Renew membership. */
export const RenewalPending: Story = {
  args: { flows: () => memberFlows({ loadRenewalStatus: resolves(pendingRequest) }) },
  play: async ({ canvasElement, loaded, globals }) => {
    const said = storyCatalogue(loaded).text.paymentsFrame.renewalStatus;
    await reached(canvasElement);
    const renewal = renewalCard(canvasElement);
    await expect(await renewal.findByText(paymentMessages().statuses.pending)).toBeVisible();
    await expect(
      renewal.getByText(asRead(said.pending(...planAndAmount(pendingRequest, globals)))),
    ).toBeVisible();
    await expect(renewal.getByRole('link', { name: said.openRequest })).toHaveAttribute(
      'href',
      '/member/renew',
    );
    await expect(renewal.queryByRole('link', { name: said.renew })).toBeNull();
    // The invitation to renew gives way to the request.
    await expect(renewal.queryByText(said.none)).toBeNull();
  },
};

/** The last request rejected: Rejected, and the office's reason as it was typed. */
export const RenewalRejected: Story = {
  tags: ['arabic'],
  args: { flows: () => memberFlows({ loadRenewalStatus: resolves(rejectedRequest) }) },
  play: async ({ canvasElement, loaded }) => {
    const said = storyCatalogue(loaded).text.paymentsFrame.renewalStatus;
    await reached(canvasElement);
    const renewal = renewalCard(canvasElement);
    await expect(await renewal.findByText(paymentMessages().statuses.rejected)).toBeVisible();
    const alert = renewal.getByRole('alert');
    await expect(alert).toHaveTextContent(said.rejected);
    await expect(alert).toHaveTextContent(said.reason(rejectedRequest.reason!));
    await expect(renewal.getByRole('link', { name: said.renew })).toBeVisible();
  },
};

/** The last request confirmed: Confirmed, its receipt's number and a link to the receipt. */
export const RenewalConfirmed: Story = {
  args: { flows: () => memberFlows({ loadRenewalStatus: resolves(confirmedRequest) }) },
  play: async ({ canvasElement, loaded }) => {
    const said = storyCatalogue(loaded).text.paymentsFrame.renewalStatus;
    await reached(canvasElement);
    const renewal = renewalCard(canvasElement);
    await expect(await renewal.findByText(paymentMessages().statuses.confirmed)).toBeVisible();
    await expect(
      renewal.getByText(startingWith(said.confirmed(confirmedRequest.receiptNumber!))),
    ).toBeVisible();
    await expect(renewal.getByRole('link', { name: said.openReceipt })).toHaveAttribute(
      'href',
      `/member/receipts/${confirmedRequest.receiptNumber}`,
    );
  },
};

// --- My Profile ---

/** member loading: the Member Information card waits. */
export const ProfileLoading: Story = {
  args: { url: PROFILE, flows: () => memberFlows({ loadMember: pending() }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.member.profile.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.text.member.profile.loading);
  },
};

/** member loaded: every field, read-only, Gender in words, the Verified mark on the email. */
export const Profile: Story = {
  parameters: { chromatic: pageSnapshot },
  args: { url: PROFILE },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const info = within(
      await canvas.findByRole('region', { name: copy.text.member.profile.cardTitle }),
    );
    const { fields } = copy.text.member.profile;
    const names = storyNames();
    const expected: Record<string, string> = {
      [fields.username]: 'sara.haddad',
      [fields.email]: `sara@mijas.example.com${copy.text.member.profile.verified}`,
      [copy.text.member.membership.fullName]: 'Sara Haddad',
      [fields.gender]: copy.text.common.gender.F,
      [fields.dateOfBirth]: storyFormats().date('1995-04-02')!,
      [fields.major]: names.major('Civil Engineering'),
      [fields.phoneNumber]: '+962791234567',
      [fields.nationality]: names.country('Jordan'),
      [fields.country]: names.country('Jordan'),
      [fields.city]: names.city('Amman'),
      [fields.address]: 'Rainbow St 12, Jabal Amman',
    };
    for (const [term, value] of Object.entries(expected))
      await expect(valueOf(info, term)).toHaveTextContent(value);
    await expect(info.queryByRole('textbox')).toBeNull();
    await expect(info.getByRole('button', { name: copy.text.member.profile.edit })).toBeEnabled();
  },
};

/** the profile in right to left: the phone number reads "+962791234567", not "962791234567+". */
export const ProfileRightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { url: PROFILE },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const info = within(
      await canvas.findByRole('region', { name: copy.text.member.profile.cardTitle }),
    );
    const phone = info.getByText('+962791234567');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(readsLeftToRight(phone, '+', '9')).toBe(true);
    await expect(info.getByText('sara@mijas.example.com').tagName).toBe('BDI');
  },
};

/** Missing values read N/A; an unverified email says so; M reads Male. */
export const ProfileSparse: Story = {
  args: {
    url: PROFILE,
    flows: () =>
      memberFlows({
        loadMember: resolves({
          ...demoMember,
          emailIsVerified: false,
          gender: 'M',
          dateOfBirth: null,
          nationality: null,
        }),
      }),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const info = within(
      await canvas.findByRole('region', { name: copy.text.member.profile.cardTitle }),
    );
    await expect(valueOf(info, copy.text.member.profile.fields.email)).toHaveTextContent(
      copy.text.member.profile.notVerified,
    );
    await expect(valueOf(info, copy.text.member.profile.fields.gender)).toHaveTextContent(
      copy.text.common.gender.M,
    );
    await expect(valueOf(info, copy.text.member.profile.fields.dateOfBirth)).toHaveTextContent(
      copy.text.common.notAvailable,
    );
    await expect(valueOf(info, copy.text.member.profile.fields.nationality)).toHaveTextContent(
      copy.text.common.notAvailable,
    );
  },
};

export const ProfileFailed: Story = {
  args: { url: PROFILE, flows: () => memberFlows({ loadMember: rejects(status(500)) }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const info = card(canvasElement, copy.text.member.profile.cardTitle);
    await expect(await info.findByRole('alert')).toHaveTextContent(
      copy.messages.memberPage.loadFailed,
    );
    await expect(
      info.getByRole('button', { name: copy.text.member.membership.retry }),
    ).toBeEnabled();
  },
};

export const ProfileEmpty: Story = {
  args: { url: PROFILE, flows: () => memberFlows({ loadMember: resolves(null) }) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const info = card(canvasElement, copy.text.member.profile.cardTitle);
    await expect(await info.findByText(copy.messages.memberPage.noData)).toBeVisible();
  },
};

/** member failed, then Try again shows the record. */
export const ProfileRetry: Story = {
  args: {
    url: PROFILE,
    flows: () => memberFlows({ loadMember: failsOnce(status(500), demoMember) }),
  },
  parameters: { events: [reload] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const info = card(canvasElement, copy.text.member.profile.cardTitle);
    await expect(await info.findByText('sara.haddad')).toBeVisible();
    await expect(info.queryByRole('alert')).toBeNull();
  },
};

const edit = send<typeof memberProfileMachine>('memberProfile', { type: 'edit.start' });
/** Typing into the open contact form. */
const typed = (values: Record<string, string>) => fill(CONTACT_FORM, values);
const save = send<typeof memberContactFormMachine>(CONTACT_FORM, { type: 'form.submit' });

/** The open contact form. */
function contactForm(canvasElement: HTMLElement) {
  return card(canvasElement, storyText().text.member.edit.title);
}

/** editing: the form prefilled with the member's phone, city, address and major; focus on the phone. */
export const Editing: Story = {
  args: { url: PROFILE },
  parameters: { events: [edit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    // The form opens once its rules (the phone's) are fetched.
    await within(canvasElement).findByRole('region', { name: copy.text.member.profile.edit });
    const form = contactForm(canvasElement);
    const phone = form.getByRole('textbox', {
      name: startingWith(copy.text.member.profile.fields.phoneNumber),
    });
    await expect(phone).toHaveValue('+962791234567');
    await expect(phone).toHaveFocus();
    await expect(
      form.getByRole('combobox', { name: startingWith(copy.text.member.profile.fields.city) }),
    ).toHaveTextContent(storyNames().city('Amman'));
    await expect(
      form.getByRole('textbox', { name: startingWith(copy.text.member.profile.fields.address) }),
    ).toHaveValue('Rainbow St 12, Jabal Amman');
    await expect(
      form.getByRole('combobox', { name: startingWith(copy.text.member.profile.fields.major) }),
    ).toHaveValue(storyNames().major('Civil Engineering'));
    await expect(
      form.getByRole('button', { name: copy.messages.memberProfileEdit.save }),
    ).toBeEnabled();
    await expect(
      form.getByRole('button', { name: copy.text.member.replaceCard.cancel }),
    ).toBeEnabled();
  },
};

/** viewing again after Cancel: the form closed, the record unchanged, focus back on Edit. */
export const EditCancelled: Story = {
  args: { url: PROFILE },
  parameters: {
    events: [
      edit,
      ...typed({ addressDetails: 'Wasfi Al-Tal St 40' }),
      send<typeof memberProfileMachine>('memberProfile', { type: 'edit.cancel' }),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.queryByRole('region', { name: copy.text.member.profile.edit })).toBeNull();
    const info = card(canvasElement, copy.text.member.profile.cardTitle);
    await expect(valueOf(info, copy.text.member.profile.fields.address)).toHaveTextContent(
      /^Rainbow St 12, Jabal Amman$/,
    );
    await expect(canvas.getByRole('button', { name: copy.text.member.profile.edit })).toHaveFocus();
  },
};

/** The save of EditingInvalid, which counts its calls (a save starts as the form is submitted). */
const refusedSave = answers(() => ({ message: 'Updated.' }));

/** editing, invalid: the field's message from the contract, nothing sent, what was typed kept. */
export const EditingInvalid: Story = {
  args: { url: PROFILE, flows: () => memberFlows({ saveMember: refusedSave }) },
  parameters: {
    chromatic: pageSnapshot,
    events: [edit, ...typed({ phoneNumber: '12' }), save],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const form = contactForm(canvasElement);
    const phone = form.getByRole('textbox', {
      name: startingWith(copy.text.member.profile.fields.phoneNumber),
    });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(copy.messages.validation.phoneInvalid)).toBeVisible();
    await expect(phone).toHaveValue('12');
    // Refused before sending.
    await expect(refusedSave.calls).toHaveLength(0);
    await expect(form.queryByRole('alert')).toBeNull();
    await expect(
      form.getByRole('button', { name: copy.messages.memberProfileEdit.save }),
    ).toBeEnabled();
  },
};

/** editing, major Other and nothing typed for it: the free-text field asks for the major. */
export const EditingOtherMajorMissing: Story = {
  args: { url: PROFILE },
  parameters: { events: [edit, ...typed({ major: 'Other' }), save] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const form = contactForm(canvasElement);
    await expect(
      form.getByRole('combobox', { name: startingWith(copy.text.member.profile.fields.major) }),
    ).toHaveValue(storyNames().major(OTHER_MAJOR));
    const other = form.getByRole('textbox', {
      name: startingWith(copy.text.member.edit.otherMajor),
    });
    await expect(other).toHaveAttribute('aria-invalid', 'true');
    await expect(other).toHaveAccessibleDescription(copy.text.member.edit.otherMajorHint);
  },
};

/** editing, major Other with the member's own major typed in the free-text field. */
export const EditingOtherMajor: Story = {
  args: { url: PROFILE },
  parameters: { events: [edit, ...typed({ major: 'Other', otherMajor: 'Marine Engineering' })] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const other = contactForm(canvasElement).getByRole('textbox', {
      name: startingWith(copy.text.member.edit.otherMajor),
    });
    await expect(other).toHaveValue('Marine Engineering');
    await expect(other).toHaveAccessibleDescription(copy.text.member.edit.otherMajorHint);
    await expect(other).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** saving: 'Saving...' on a disabled button, the form busy. */
export const Saving: Story = {
  args: { url: PROFILE, flows: () => memberFlows({ saveMember: pending() }) },
  parameters: { events: [edit, save] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const form = contactForm(canvasElement);
    await expect(
      await form.findByRole('button', { name: copy.messages.updateMember.saving }),
    ).toBeDisabled();
    await expect(
      form.getByRole('button', { name: copy.text.member.replaceCard.cancel }),
    ).toBeDisabled();
    await expect(
      form.getByRole('textbox', {
        name: startingWith(copy.text.member.profile.fields.phoneNumber),
      }),
    ).toHaveAttribute('readonly');
  },
};

/** saved: the new values on the card and the success message (inline and as a toast). */
export const Saved: Story = {
  args: { url: PROFILE },
  parameters: { events: [edit, ...typed({ phoneNumber: '0771234567', city: 'Irbid' }), save] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const info = card(canvasElement, copy.text.member.profile.cardTitle);
    await waitFor(() =>
      expect(valueOf(info, copy.text.member.profile.fields.city)).toHaveTextContent(
        storyNames().city('Irbid'),
      ),
    );
    await expect(valueOf(info, copy.text.member.profile.fields.phoneNumber)).toHaveTextContent(
      '+962771234567',
    );
    await expect(
      within(canvas.getByRole('main')).getByText(shown(copy.messages.memberProfileEdit.success)),
    ).toBeVisible();
    // The toast says it too, and stays (its code loads with the first toast, so wait for it).
    await waitFor(() =>
      expect(
        portal(canvasElement).getAllByText(shown(copy.messages.memberProfileEdit.success)),
      ).toHaveLength(2),
    );
    await expect(canvas.queryByRole('region', { name: copy.text.member.profile.edit })).toBeNull();
  },
};

/** failed: the server's message, back to editing with everything typed kept. */
export const SaveFailed: Story = {
  tags: ['arabic'],
  args: {
    url: PROFILE,
    flows: () =>
      memberFlows({
        // The server's own refusal, in the request's language (its message made when the save is sent).
        saveMember: failsWith(() => serverError(404, messages.api.memberNotFound)),
      }),
  },
  parameters: { events: [edit, ...typed({ addressDetails: 'Wasfi Al-Tal St 40' }), save] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const form = contactForm(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      copy.messages.api.memberNotFound,
    );
    await expect(
      form.getByRole('textbox', { name: startingWith(copy.text.member.profile.fields.address) }),
    ).toHaveValue('Wasfi Al-Tal St 40');
    await expect(
      form.getByRole('button', { name: copy.messages.memberProfileEdit.save }),
    ).toBeEnabled();
  },
};

// --- The shell ---

/**
 * My Profile in the navigation shows the profile in place and keeps it in the address (a link followed by the
 * router, not a machine's event: this story clicks it).
 */
export const SwitchSubPage: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: copy.text.member.panel.navLabel }));
    const profile = nav.getByRole('link', { name: copy.text.member.profile.title });
    await expect(profile).toHaveAttribute('href', '/member?tab=profile');
    await userEvent.click(profile);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: copy.text.member.profile.title }),
    ).toBeVisible();
    await expect(profile).toHaveAttribute('aria-current', 'page');
    await expect(
      await canvas.findByRole('region', { name: copy.text.member.profile.cardTitle }),
    ).toBeVisible();
  },
};

/** Home goes to the landing page (allowed for the rest of this browser session): a link, clicked. */
export const Home: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: copy.text.member.panel.navLabel }));
    await userEvent.click(nav.getByRole('link', { name: copy.text.common.nav.home }));
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
  },
};

/** Logout ends the session and lands on the home page. */
export const Logout: Story = {
  parameters: { events: [send<typeof sessionMachine>('session', { type: 'session.logout' })] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
  },
};

// Not in the Arabic run (CardActive is): its tags are its own.
export const CardActiveDark: Story = { ...CardActive, tags: [], globals: { theme: 'dark' } };
export const ProfileDark: Story = { ...Profile, globals: { theme: 'dark' } };
export const EditingDark: Story = { ...Editing, globals: { theme: 'dark' } };
