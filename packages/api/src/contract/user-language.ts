/**
 * `PUT /User/language`: the language a signed-in user reads, stored on their account so the club's mail to them
 * is written in it (issue 18). The browser sends it when the user chooses a language.
 */
import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locale.ts';
import { messages } from './messages.ts';

/** One of the club's languages (`en`, `ar`); the message is read when a request is refused, in its language. */
export const languageSchema = z.enum(LOCALES, { error: () => messages.api.invalidRequest });

export const setLanguageRequestSchema = z.object({ language: languageSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;

/** The language now stored. */
export const setLanguageResponseSchema = z.object({ language: languageSchema });
export type SetLanguageResponse = z.infer<typeof setLanguageResponseSchema>;
