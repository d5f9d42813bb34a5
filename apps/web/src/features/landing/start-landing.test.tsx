import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLanding } from '../../prerender.tsx';
import { startLanding } from './start-landing.tsx';

/**
 * The build's path for a visitor's first `/`: the landing rendered to HTML (as scripts/prerender.mjs does), shown
 * before any script, then hydrated by the island.
 */
describe('the prerendered landing, hydrated', () => {
  let root: Root | undefined;
  let container: HTMLElement;

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
  });

  async function prerendered() {
    container = document.createElement('div');
    container.innerHTML = await renderLanding();
    document.body.append(container);
    return container;
  }

  /** The prerendered page, hydrated by the island; the form's code not loaded yet. */
  async function hydrated() {
    await prerendered();
    const ready = vi.fn();
    root = startLanding({
      container,
      hydrate: true,
      loadApp: () => new Promise<never>(() => {}),
      onReady: ready,
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
    await prerendered();
    const errors = vi.spyOn(console, 'error');
    const reported = vi.fn();
    window.addEventListener('error', reported);

    // Typed while the page had no code yet.
    const name = screen.getByLabelText<HTMLInputElement>(/^Full name/);
    name.value = 'Sara Haddad';

    const ready = vi.fn();
    const loadApp = vi.fn(() => new Promise<never>(() => {}));
    root = startLanding({ container, hydrate: true, loadApp, onReady: ready });
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

    // React's development build warns that the server renderer (the prerender above) and the browser renderer
    // both rendered the same contexts: true in this test only, where both run in one page. Nothing else.
    const otherErrors = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers concurrently'),
    );
    expect(otherErrors).toEqual([]);
    expect(reported).not.toHaveBeenCalled();
    window.removeEventListener('error', reported);
    errors.mockRestore();
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
});
