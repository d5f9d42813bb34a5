import type { MembershipHistoryResponse } from '@mijas/api';
import type { LoadMembershipHistoryInput } from '@mijas/machines';
import { UIProvider } from '@mijas/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MembershipHistoryPage } from '../features/admin/membership-history/membership-history-page.tsx';
import { AdminPanelRoute } from '../features/admin/admin-shell/admin-panel.tsx';
import {
  historySubjects,
  membershipActions,
  pageOf,
  suggestionsActor,
} from '../features/admin/sub-page/fixtures.ts';
import { memberFlows } from '../features/member/fixtures.ts';
import { LocaleProvider, loadLocale } from '../i18n/index.ts';
import { loadPageTexts, type PageTextName } from '../i18n/page-texts.ts';
import { answers } from '@mijas/flows/actors';
import { createTestSession, PageHarness, type PageHarnessProps } from '../testing/page-harness.tsx';
import { Component as MemberPage } from './routes/member/member.tsx';

/**
 * A page read in Arabic: its language loaded as the app loads it (with the page texts its route or panel asks
 * for), then the page inside its provider.
 */
async function renderInArabic(
  props: PageHarnessProps & { children: ReactNode },
  pageTexts: readonly PageTextName[] = [],
) {
  const catalogue = await loadLocale('ar');
  await loadPageTexts(pageTexts, 'ar');
  return render(
    <LocaleProvider initial={{ locale: 'ar', catalogue }}>
      <UIProvider dir="rtl" toastLabels={catalogue.text.common.ui.toasts}>
        <PageHarness {...props} />
      </UIProvider>
    </LocaleProvider>,
  );
}

/** The texts of the page's `<time>` elements, by their machine-readable value. */
function times(container: HTMLElement) {
  return Object.fromEntries(
    [...container.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent]),
  );
}

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

afterEach(async () => {
  await loadLocale('en');
});

describe('dates on the pages read in Arabic', () => {
  it('the membership card and the profile show their days in Arabic, with the digits 0-9', async () => {
    const membership = await renderInArabic({
      path: '/member',
      url: '/member',
      appSession: createTestSession('member'),
      flows: memberFlows(),
      children: <MemberPage />,
    });
    await waitFor(() =>
      expect(times(membership.container)).toEqual({ '2027-06-30T12:00:00.000Z': '30 حزيران 2027' }),
    );
    membership.unmount();

    const profile = await renderInArabic({
      path: '/member',
      url: '/member?tab=profile',
      appSession: createTestSession('member'),
      flows: memberFlows(),
      children: <MemberPage />,
    });
    await waitFor(() => expect(times(profile.container)).toEqual({ '1995-04-02': '2 نيسان 1995' }));
  });

  it('the membership history shows each moment in Arabic, with the digits 0-9', async () => {
    const history = answers<MembershipHistoryResponse, LoadMembershipHistoryInput>(({ page }) =>
      pageOf(membershipActions(3, historySubjects('member', true)), page),
    );
    const { container } = await renderInArabic(
      {
        path: '/admin/membership-history',
        role: 'admin',
        flows: {
          membershipHistory: {
            actors: { loadPage: history, memberSuggestions: suggestionsActor() },
          },
        },
        children: (
          <AdminPanelRoute>
            <MembershipHistoryPage />
          </AdminPanelRoute>
        ),
      },
      // The admins' pages' texts, which the admin panel loads with a sub-page's code.
      ['staff'],
    );
    await userEvent.setup().type(screen.getByRole('combobox'), 'member');
    await waitFor(() => expect(Object.keys(times(container))).toHaveLength(3));
    for (const [moment, shown] of Object.entries(times(container))) {
      // January 2026 at 09:30 UTC: the day and the hour are the viewer's.
      expect(moment).toMatch(/^2026-01-0[1-3]T09:30/);
      expect(shown).toMatch(/^\d{1,2} (كانون الثاني|كانون الأول) 202[56] في \d{1,2}:\d{2} (ص|م)$/);
      expect(shown).not.toMatch(EASTERN_DIGITS);
    }
  });
});
