import { ApiError, CARD_TOKEN_MAX_LENGTH, type CardCheck } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { Component as VerifyCardRoute } from './verify-card.tsx';
import { verifyCardPath } from '../../features/verify/verify-card-path.ts';
import {
  offline,
  pending,
  rejects,
  rejectsWith,
  resolves,
  serverError,
} from '../../features/auth/fixtures.ts';
import { PageHarness, type TestRole } from '../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import {
  shown,
  startingWith,
  storyCatalogue,
  storyFormats,
  storyText,
} from '../../testing/story-locale.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMiJ9.c2lnbmF0dXJl';

const answer = (status: CardCheck['status'], expiryDate: string | null): CardCheck => ({
  fullName: 'Sara Haddad',
  status,
  expiryDate,
  checkedAt: '2026-11-26T12:05:00.000Z',
});

function VerifyCardStory({
  verifyCard,
  token = TOKEN,
  role = 'anonymous',
}: {
  verifyCard: AnyActorLogic;
  token?: string;
  role?: TestRole;
}) {
  return (
    <PageHarness
      path={verifyCardPath.path}
      url={verifyCardPath.build(token)}
      role={role}
      flows={{ verifyCard: { actors: { verifyCard } } }}
    >
      <VerifyCardRoute />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Verify card',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: VerifyCardStory,
  parameters: { bleed: true },
  args: { verifyCard: resolves(answer('active', '2027-03-01T00:00:00.000Z')) },
} satisfies Meta<typeof VerifyCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** valid, active: the club's mark, the name, a green Active, the expiry and when it was checked. */
export const Active: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const copy = storyCatalogue(loaded);
    const format = storyFormats(globals);
    const { verifyCard } = copy.text;
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.text.verifyCard.checkedWith)).toBeVisible();
    await expect(canvas.getByText('Sara Haddad')).toBeVisible();
    const badge = canvas.getByText(copy.text.verifyCard.statuses.active).closest('[data-status]');
    await expect(badge).toHaveAttribute('data-status', 'active');
    await expect(canvas.getByText(startingWith(verifyCard.expiryDate))).toHaveTextContent(
      `${verifyCard.expiryDate}: ${format.date('2027-03-01T00:00:00.000Z')}`,
    );
    await expect(
      canvas.getByText(verifyCard.checkedAt(format.dateTime('2026-11-26T12:05:00.000Z')!)),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      copy.text.verifyCard.title,
    );
    // For search engines: never indexed; the tab names the page.
    await expect(
      canvasElement.ownerDocument.head.querySelector('meta[name="robots"]'),
    ).toHaveAttribute('content', 'noindex, nofollow');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toMatch(startingWith(verifyCard.title)),
    );
  },
};

/** valid, expired: 'Expired', and the day it ended ("Expired on …"). */
export const Expired: Story = {
  args: { verifyCard: resolves(answer('expired', '2026-10-01T00:00:00.000Z')) },
  play: async ({ canvasElement, loaded, globals }) => {
    const copy = storyCatalogue(loaded);
    const { verifyCard } = copy.text;
    const canvas = await reached(canvasElement);
    const badge = (await canvas.findByText(copy.text.verifyCard.statuses.expired)).closest(
      '[data-status]',
    );
    await expect(badge).toHaveAttribute('data-status', 'expired');
    const ended = canvas.getByText(
      verifyCard.expiredOn(storyFormats(globals).date('2026-10-01T00:00:00.000Z')!),
    );
    await expect(ended.closest('time')).toHaveAttribute('datetime', '2026-10-01T00:00:00.000Z');
    await expect(canvas.queryByText(copy.text.verifyCard.statuses.active)).toBeNull();
    await expect(canvas.queryByText(startingWith(verifyCard.expiryDate))).toBeNull();
  },
};

/**
 * valid, not active (deactivated, replaced, account off, never a member): the status and what it means, and no
 * date at all (issue 30: "Expiry date: …" under "Not active" said the opposite). The server answers none; were
 * one sent, it is not shown either.
 */
export const NotActive: Story = {
  args: { verifyCard: resolves(answer('inactive', '2027-03-01T00:00:00.000Z')) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const badge = (await canvas.findByText(copy.text.verifyCard.statuses.inactive)).closest(
      '[data-status]',
    );
    await expect(badge).toHaveAttribute('data-status', 'inactive');
    await expect(canvas.getByText(copy.text.verifyCard.statusHints.inactive)).toBeVisible();
    await expect(canvas.queryByText(startingWith(copy.text.verifyCard.expiryDate))).toBeNull();
    await expect(canvas.queryByText(/2027/)).toBeNull();
    // One date: when it was checked.
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-26T12:05:00.000Z',
    );
  },
};

/** valid, not active as the server answers it: no date either. */
export const NotActiveWithoutDate: Story = {
  args: { verifyCard: resolves(answer('inactive', null)) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.text.verifyCard.statuses.inactive)).toBeVisible();
    await expect(canvas.queryByText(startingWith(copy.text.verifyCard.expiryDate))).toBeNull();
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
  },
};

/** refused: the server's 404 message, said plainly; no way to try again (the token will not change). */
export const Refused: Story = {
  args: {
    // The server's message in the story's language, as it answers in the request's.
    verifyCard: rejectsWith(() => serverError(404, storyText().messages.api.cardNotRecognised)),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.verifyCard.refusedTitle);
    await expect(alert).toHaveTextContent(copy.messages.api.cardNotRecognised);
    await expect(canvas.queryByRole('button', { name: copy.text.verifyCard.retry })).toBeNull();
    await expect(canvas.queryByText(copy.text.verifyCard.checkedWith)).toBeNull();
  },
};

/** refused at once: a token longer than any card's is never sent. */
export const RefusedTooLong: Story = {
  args: { token: 'x'.repeat(CARD_TOKEN_MAX_LENGTH + 1), verifyCard: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      copy.messages.api.cardNotRecognised,
    );
  },
};

/** rate limited (429): the server's message to wait, and Try again, which checks once more. */
export const RateLimited: Story = {
  args: {
    verifyCard: (() => {
      let calls = 0;
      return fromPromise<CardCheck>(() =>
        calls++ === 0
          ? Promise.reject(serverError(429, storyText().messages.api.tooManyRequests))
          : Promise.resolve(answer('active', '2027-03-01T00:00:00.000Z')),
      );
    })(),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const alert = await waitFor(() => {
      const found = canvas.getByRole('status');
      expect(found).toHaveTextContent(copy.text.verifyCard.rateLimitedTitle);
      return found;
    });
    await expect(alert).toHaveTextContent(shown(copy.messages.api.tooManyRequests));
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(canvas.getByRole('button', { name: copy.text.verifyCard.retry }));
    await expect(await canvas.findByText(copy.text.verifyCard.statuses.active)).toBeVisible();
  },
};

/** failed: no answer at all; the network's message and Try again. */
export const NetworkError: Story = {
  args: { verifyCard: rejects(offline()) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.verifyCard.failedTitle);
    await expect(alert).toHaveTextContent(copy.messages.api.noResponse);
    await expect(canvas.getByRole('button', { name: copy.text.verifyCard.retry })).toBeVisible();
  },
};

/** loading: 'Checking the card...'. */
export const Loading: Story = {
  args: { verifyCard: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.text.verifyCard.loading);
  },
};

/** Signed in (a member checking a card on their phone): the same page, the navbar with their panel. */
export const SignedIn: Story = {
  args: { role: 'member' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.text.verifyCard.statuses.active)).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: copy.messages.panels.member }).length,
    ).toBeGreaterThan(0);
  },
};

/** In Arabic, right to left: the status and the check's time in Arabic, the name as written. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, loaded }) => {
    const { text } = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: text.verifyCard.title });
    await expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByText(text.verifyCard.statuses.active)).toBeVisible();
    await expect(canvas.getByText(text.verifyCard.checkedWith)).toBeVisible();
    await expect(canvas.getByText('Sara Haddad')).toBeVisible();
  },
};

/** A server error (5xx) with its message: failed, with Try again. */
export const ServerError: Story = {
  args: {
    verifyCard: rejectsWith(
      () =>
        new ApiError({
          status: 503,
          body: { message: storyText().messages.api.serviceUnavailable },
        }),
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shown(storyCatalogue(loaded).messages.api.serviceUnavailable),
    );
  },
};
