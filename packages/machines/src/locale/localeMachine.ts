import type { Locale } from '@mijas/api';
import { assign, fromPromise, not, setup, type ActorRefFrom } from 'xstate';

export interface LocaleInput {
  /** The language the app starts in, its texts already loaded. */
  locale: Locale;
  text: unknown;
  /** Fetches a language's texts (and makes it the contract's messages' language) before they are shown. */
  load: (locale: Locale) => Promise<unknown>;
}

export interface LocaleContext extends LocaleInput {
  /** The language being fetched, while a switch is under way. */
  asked: Locale | null;
}

export type LocaleEvent = { type: 'locale.choose'; locale: Locale };

/**
 * After a switch: the app keeps the choice (storage, cookie, the user's record) and sets the document's
 * language, as it provides. Its default does nothing.
 */
export function localeChanged(_args: unknown, _params: { locale: Locale }): void {}

/**
 * The app's language (the pages' texts and direction): a choice fetches that language's texts (`switching`),
 * then every page shows in it at once (no reload) and the app keeps the choice (`localeChanged`). Choosing the
 * language shown asks for nothing (and drops a switch under way); a fetch that fails leaves the page as it is.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleInput,
  },
  actors: {
    loadTexts: fromPromise<unknown, { load: LocaleInput['load']; locale: Locale }>(({ input }) =>
      input.load(input.locale),
    ),
  },
  guards: {
    shownLocale: ({ context, event }) => event.locale === context.locale,
  },
  actions: { localeChanged },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ ...input, asked: null }),
  initial: 'shown',
  states: {
    shown: {
      on: {
        'locale.choose': {
          guard: not('shownLocale'),
          target: 'switching',
          actions: assign({ asked: ({ event }) => event.locale }),
        },
      },
    },
    switching: {
      on: {
        // Back to the language shown: the fetch under way is dropped.
        'locale.choose': {
          guard: 'shownLocale',
          target: 'shown',
          actions: assign({ asked: null }),
        },
      },
      invoke: {
        id: 'loadTexts',
        src: 'loadTexts',
        input: ({ context }) => ({ load: context.load, locale: context.asked ?? context.locale }),
        onDone: {
          target: 'shown',
          actions: [
            assign(({ context, event }) => ({
              locale: context.asked ?? context.locale,
              text: event.output,
              asked: null,
            })),
            { type: 'localeChanged', params: ({ context }) => ({ locale: context.locale }) },
          ],
        },
        onError: { target: 'shown', actions: assign({ asked: null }) },
      },
    },
  },
});

export type LocaleRef = ActorRefFrom<typeof localeMachine>;
