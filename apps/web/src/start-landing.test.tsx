import { ar } from './i18n/ar.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { landingTextFor, renderLanding } from './prerender.tsx';
import { prerenderedPage } from './testing/prerendered.ts';
import { LandingIsland } from './features/landing/landing-island.tsx';
import { startLanding } from './features/landing/start-landing.tsx';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@mijas/api';

/**
 * The build's path for a visitor's first `/`: the landing rendered to HTML (as scripts/prerender.mjs does), shown
 * before any script, then hydrated by the island.
 */
describe('the prerendered landing, hydrated', () => {
  const page = prerenderedPage();

  async function prerendered(locale: Locale = 'en') {
    return page.show(await renderLanding(locale));
  }

  /** The prerendered page, hydrated by the island; the form's code not loaded yet. */
  async function hydrated(locale: Locale = 'en') {
    const container = await prerendered(locale);
    const ready = vi.fn();
    page.root = startLanding({
      container,
      hydrate: true,
      loadApp: () => new Promise<never>(() => {}),
      onReady: ready,
      language: { locale, text: await landingTextFor(locale) },
    });
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
  }

  it('is the whole page before any script runs: hero, partners, the form with its fields, footer', async () => {
    const page = within(await prerendered());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('WE ARE MIJAS');
    expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const form = within(page.getByRole('form', { name: 'Join Us and inquiry form' }));
    expect(form.getByLabelText(/^Full name/)).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: /^Major/ })).toBeInTheDocument();
    expect(page.getByText(/Sunday-Thursday 8:00 AM-4:00 PM/)).toBeInTheDocument();
  });

  it('hydrates without a mismatch, keeps what was typed before, and the form comes alive on use', async () => {
    const container = await prerendered();

    // Typed while the page had no code yet.
    const name = screen.getByLabelText<HTMLInputElement>(/^Full name/);
    name.value = 'Sara Haddad';

    const ready = vi.fn();
    const loadApp = vi.fn(() => new Promise<never>(() => {}));
    page.root = startLanding({
      container,
      hydrate: true,
      loadApp,
      onReady: ready,
      language: { locale: 'en', text: await landingTextFor('en') },
    });
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));

    // The same nodes, adopted: nothing was thrown away and rendered again.
    expect(screen.getByLabelText(/^Full name/)).toBe(name);
    expect(name.value).toBe('Sara Haddad');

    // Using the form loads its code, which takes over what was typed.
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    // The live form checks the fields: the major is still missing, and is marked so.
    expect(await screen.findByRole('combobox', { name: /^Major/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Sara Haddad');
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('sara@example.com');

    page.expectCleanHydration();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('takes an Enter pressed in the major before the form code came as choosing its first match', async () => {
    await hydrated();
    // Typed and Enter pressed in one go, before the form's code (loaded from this first key) is here.
    const major = screen.getByRole<HTMLInputElement>('combobox', { name: /^Major/ });
    major.focus();
    major.value = 'Civil Eng';
    const submitted = vi.fn();
    major.form?.addEventListener('submit', submitted);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    major.dispatchEvent(enter);
    // Not a submit of the half-filled form: a choice.
    expect(enter.defaultPrevented).toBe(true);

    await waitFor(() => expect(major).toHaveValue('Civil Engineering'));
    expect(major).not.toHaveAttribute('aria-invalid');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('carries out a press on Inquiry made before the form code came (an inquirer’s first press is not lost)', async () => {
    await hydrated();
    const inquiry = screen.getByRole('radio', { name: 'Inquiry' });
    // One press: it wakes the form's code, which is not here yet.
    const user = userEvent.setup();
    await user.click(inquiry);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Inquiry' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeInTheDocument();
  });

  it('keeps the text typed in the major as its search when the form code comes', async () => {
    await hydrated();
    const major = screen.getByRole<HTMLInputElement>('combobox', { name: /^Major/ });
    // Focus loads the form's code; the text is typed before it is here.
    major.focus();
    major.value = 'petrol';

    const listbox = await screen.findByRole('listbox', { name: /^Major/ });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Petroleum Engineering']);
    expect(major).toHaveValue('petrol');
  });

  it('in Arabic: the majors are named in Arabic and found by Arabic words (هندسة, مدني, صيدلة)', async () => {
    await hydrated('ar');
    const user = userEvent.setup();
    const major = screen.getByRole<HTMLInputElement>('combobox', { name: /^التخصص/ });
    await user.click(major);
    const found = async (query: string) => {
      await user.clear(major);
      await user.type(major, query);
      const listbox = await screen.findByRole('listbox', { name: /^التخصص/ });
      return within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent);
    };
    expect(await found('صيدلة')).toEqual(['الصيدلة']);
    expect(await found('مدني')).toEqual(['الهندسة المدنية']);
    const engineering = await found('هندسة');
    expect(engineering).toContain('الهندسة الكهربائية');
    expect(engineering).toContain('هندسة البرمجيات');
    expect(engineering.every((name) => name?.includes('هندسة'))).toBe(true);
    // An English value still finds its Arabic name; the value chosen is the English one the server stores.
    expect(await found('Pharmacy')).toEqual(['الصيدلة']);
    await user.keyboard('{Enter}');
    expect(major).toHaveValue('الصيدلة');
  });

  it('in Arabic: prerendered right to left, hydrated as it is, and switched to English and back in place', async () => {
    const container = page.show(await renderLanding('ar'));
    // Before any script: the Arabic texts, right to left.
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      ar.landing.hero.title,
    );
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    const ready = vi.fn();
    page.root = startLanding({
      container,
      hydrate: true,
      loadApp: () => new Promise<never>(() => {}),
      onReady: ready,
      language: { locale: 'ar', text: await landingTextFor('ar') },
    });
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    page.expectCleanHydration();

    const user = userEvent.setup();
    const heading = screen.getByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(heading).toHaveTextContent('WE ARE MIJAS'));
    // The same page (no reload), now left to right, and the document follows; the choice is kept.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(container.querySelector('[dir="rtl"]')).toBeNull();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('MIJAS Club');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);

    await user.click(screen.getByRole('link', { name: 'العربية' }));
    await waitFor(() => expect(heading).toHaveTextContent(ar.landing.hero.title));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ar`);
  });

  it('keeps no language of its own: the island shows the language its entry gives it', async () => {
    const props = {
      navigate: () => {},
      prefetch: () => {},
      loadForm: () => new Promise<never>(() => {}),
      hydrating: false,
      setLocale: () => {},
    };
    const { rerender } = render(
      <LandingIsland {...props} language={{ locale: 'ar', text: await landingTextFor('ar') }} />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(ar.landing.hero.title);
    rerender(
      <LandingIsland {...props} language={{ locale: 'en', text: await landingTextFor('en') }} />,
    );
    expect(heading).toHaveTextContent('WE ARE MIJAS');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });
});
