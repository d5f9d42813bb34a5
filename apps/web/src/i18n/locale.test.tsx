import { activateLocale, ARABIC_LETTER, englishMessages, messages } from '@mijas/api';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { englishCatalogue } from './english.ts';
import { LocaleProvider, loadLocale, useLocale } from './locale.tsx';

afterEach(() => activateLocale('en'));

function Shown() {
  const { text, dir, locale, setLocale } = useLocale();
  return (
    <div>
      <p data-testid="text" dir={dir} lang={locale}>
        {text.member.membership.title} · {messages.login.failed}
      </p>
      <button type="button" onClick={() => setLocale(locale === 'ar' ? 'en' : 'ar')}>
        switch
      </button>
    </div>
  );
}

describe('the languages of the pages', () => {
  it('fetches the Arabic chunk: the pages’ texts and the contract’s messages, then reads messages in Arabic', async () => {
    const loaded = await loadLocale('ar');
    expect(loaded.text.member.membership.title).not.toBe(en.member.membership.title);
    expect(loaded.text.member.membership.title).toMatch(ARABIC_LETTER);
    expect(messages.login.failed).toBe(loaded.messages.login.failed);
    expect(messages.login.failed).toMatch(ARABIC_LETTER);
    activateLocale('en');
    expect(messages.login.failed).toBe(englishMessages.login.failed);
  });

  it('switches every text and the direction without a reload, and back', async () => {
    render(
      <LocaleProvider initial={{ locale: 'en', catalogue: englishCatalogue }}>
        <Shown />
      </LocaleProvider>,
    );
    const shown = screen.getByTestId('text');
    expect(shown).toHaveTextContent(`Membership · ${englishMessages.login.failed}`);
    expect(shown).toHaveAttribute('dir', 'ltr');
    await act(() => screen.getByRole('button').click());
    expect(await screen.findByTestId('text')).toHaveAttribute('dir', 'rtl');
    expect(shown.textContent).toMatch(ARABIC_LETTER);
    expect(shown.textContent).not.toContain('Membership');
    await act(() => screen.getByRole('button').click());
    expect(shown).toHaveTextContent(`Membership · ${englishMessages.login.failed}`);
    expect(shown).toHaveAttribute('dir', 'ltr');
  });
});
