import { activateLocale, registerMessages, type Locale } from '@mijas/api';

/**
 * Makes `locale` the language of the contract's messages (the landing form's). A module of its own, loaded
 * with the form's code or at a switch: the contract's messages are no part of the landing's first load.
 * English is the contract's own; Arabic is a chunk of its own.
 */
export async function activateMessages(locale: Locale): Promise<void> {
  if (locale === 'ar') {
    const { arabicMessages } = await import('@mijas/api/messages-ar');
    registerMessages(locale, arabicMessages);
  }
  activateLocale(locale);
}
