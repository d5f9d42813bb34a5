import { activateLocale, loadListNames, registerMessages, type Locale } from '@mijas/api';

/**
 * Makes `locale` the language of the contract's messages and of the majors' names (the landing form's). A
 * module of its own, loaded with the form's code or at a switch: neither is part of the landing's first load.
 * English is the contract's own (a major's English name is its value); Arabic is a chunk of each.
 */
export async function activateMessages(locale: Locale): Promise<void> {
  const names = loadListNames(locale);
  if (locale === 'ar') {
    const { arabicMessages } = await import('@mijas/api/messages-ar');
    registerMessages(locale, arabicMessages);
  }
  await names;
  activateLocale(locale);
}
