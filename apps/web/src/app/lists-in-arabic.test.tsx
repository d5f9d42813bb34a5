import { en } from '../i18n/en.ts';
import {
  countryNamesLoaded,
  loadListNames,
  TOAST_DURATION_MS,
  type FormSubmissionRequest,
  type MessageResponse,
} from '@mijas/api';
import { UIProvider } from '@mijas/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { Component as Landing } from './routes/landing.tsx';
import { Component as MemberPage } from './routes/member/member.tsx';
import { AddMemberPage } from '../features/admin/add-member/add-member-page.tsx';
import { AdminPanelRoute } from '../features/admin/admin-shell/admin-panel.tsx';
import { memberFlows } from '../features/member/fixtures.ts';
import { PageHarness, type PageHarnessProps } from '../testing/page-harness.tsx';
import { englishCatalogue } from '../i18n/english.ts';
import { LocaleProvider } from '../i18n/locale.tsx';

/**
 * The lists in Arabic on the pages: the majors, cities and countries read in Arabic, found by their Arabic and
 * their English, and sent in English. The pages' own texts stay the English catalogue here (only the lists'
 * names are Arabic), so these tests do not depend on the Arabic catalogue.
 */
function renderInArabic(props: Omit<PageHarnessProps, 'children'>, page: ReactNode) {
  render(
    <LocaleProvider initial={{ locale: 'ar', catalogue: englishCatalogue }}>
      <UIProvider toastDuration={TOAST_DURATION_MS} toastLabels={en.common.ui.toasts}>
        <PageHarness {...props}>{page}</PageHarness>
      </UIProvider>
    </LocaleProvider>,
  );
  return userEvent.setup();
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

function valueOf(region: HTMLElement, term: string) {
  return within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

beforeAll(() => loadListNames('ar'));

describe('the lists in Arabic', { timeout: 20_000 }, () => {
  it('the landing form finds a major by its Arabic name and sends its English value', async () => {
    const sent = vi.fn((body: FormSubmissionRequest): Promise<MessageResponse> => {
      void body;
      return Promise.resolve({ message: 'Thanks.' });
    });
    const submitForm = fromPromise<MessageResponse, { body: FormSubmissionRequest }>(({ input }) =>
      sent(input.body),
    );
    const user = renderInArabic(
      { path: '/', flows: { landingForm: { actors: { submitForm } } } },
      <Landing />,
    );
    const form = within(screen.getByRole('form', { name: 'Join Us and inquiry form' }));
    await user.type(form.getByLabelText(/^Full name/), 'Sara Haddad');
    await user.type(form.getByLabelText(/^Email/), 'sara@example.com');
    const major = form.getByRole('combobox', { name: /^Major/ });
    await user.type(major, 'حاسوب');
    expect(optionNames()).toEqual(['علم الحاسوب']);
    await user.keyboard('{Enter}');
    expect(major).toHaveValue('علم الحاسوب');
    await user.click(form.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ major: 'Computer Science' });
  });

  it("a member reads their record in Arabic and saves the contact details' English values", async () => {
    const calls: unknown[] = [];
    const saveMember = fromPromise<MessageResponse, unknown>(({ input }) => {
      calls.push(input);
      return Promise.resolve({ message: 'Updated.' });
    });
    const user = renderInArabic(
      {
        path: '/member',
        url: '/member?tab=profile',
        role: 'member',
        flows: memberFlows({ saveMember: saveMember as AnyActorLogic }),
      },
      <MemberPage />,
    );
    await screen.findByText('sara.haddad');
    const info = screen.getByRole('region', { name: 'Member Information' });
    expect(valueOf(info, 'Major/Field')).toHaveTextContent('الهندسة المدنية');
    expect(valueOf(info, 'City')).toHaveTextContent('عمّان');
    // The countries' names come by themselves, the first time a page shows one.
    await vi.waitFor(() => expect(valueOf(info, 'Nationality')).toHaveTextContent('الأردن'));
    expect(valueOf(info, 'Country')).toHaveTextContent('الأردن');
    expect(countryNamesLoaded('ar')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Edit contact details' }));
    // The form opens once its rules (the phone's) are fetched.
    const edit = within(await screen.findByRole('region', { name: 'Edit contact details' }));
    expect(edit.getByRole('combobox', { name: /^City/ })).toHaveTextContent('عمّان');
    const major = edit.getByRole('combobox', { name: /^Major/ });
    expect(major).toHaveValue('الهندسة المدنية');
    await user.clear(major);
    await user.type(major, 'law');
    expect(optionNames()).toEqual(['القانون']);
    await user.keyboard('{Enter}');
    expect(major).toHaveValue('القانون');
    await user.click(edit.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: { city: 'Amman', major: 'Law' } });
  });

  it('Add Member offers the nationalities in Arabic, found by Arabic or English, Jordan read-only', async () => {
    const user = renderInArabic(
      { path: '/admin/add-member', role: 'admin', flows: { addMember: { actors: {} } } },
      <AdminPanelRoute>
        <AddMemberPage />
      </AdminPanelRoute>,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('الأردن'),
    );
    const nationality = screen.getByRole('combobox', { name: /^Nationality/ });
    await user.type(nationality, 'الاردن');
    expect(optionNames()).toEqual(['الأردن']);
    await user.clear(nationality);
    await user.type(nationality, 'jorda');
    expect(optionNames()).toEqual(['الأردن']);
    await user.keyboard('{Enter}');
    expect(nationality).toHaveValue('الأردن');
  });
});
