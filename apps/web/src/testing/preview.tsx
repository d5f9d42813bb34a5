import type { Preview } from '@storybook/react-vite';
import { DEFAULT_LOCALE, directionOf, LOCALE_NAMES, LOCALES, type Locale } from '@mijas/api';
import { TOAST_DURATION_MS } from '@mijas/api/contract';
import { reached } from '@mijas/flows/story-helpers';
import { StoryEvents, type StoryEvent } from '@mijas/flows/story-state';
import designSystem, {
  argsIn,
  copyIn,
  frameOf,
  loadOverlays,
  StoryFrame,
} from '@mijas/ui/storybook-preview';
import { LocaleProvider, loadLocale } from '../i18n/index.ts';
import { loadPageTexts, pageTextNames } from '../i18n/page-texts.ts';
import { loadCountries } from '../i18n/list-names.ts';
import { withFlowPlayer } from './flow-player.ts';
import { setStoryCatalogue, storyCatalogue } from './story-locale.ts';

/**
 * The app's story preview: the design system's (`@mijas/ui/storybook-preview`: theme, direction, the frame)
 * with the app's language and catalogue around it, the story's events inside it and the flow player around the
 * story. Storybook's preview (`.storybook/preview.tsx`) is this with Storybook's own settings; the pages' visual
 * tests (`visual/*.visual.tsx`) run on it.
 */

/** A page story's toasts stay on screen (its state is what it shows); a component story keeps the app's time. */
const PAGE_TOAST_MS = 24 * 60 * 60 * 1000;

const preview: Preview = {
  globalTypes: {
    ...designSystem.globalTypes,
    locale: {
      description: 'Language of the pages and messages',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  // The language every story starts in: English, or a whole run's (`STORYBOOK_LOCALE=ar`, docs/storybook-and-flows.md "Stories in Arabic").
  initialGlobals: {
    ...designSystem.initialGlobals,
    locale: storyLocale(import.meta.env.STORYBOOK_LOCALE),
  },
  // The story's language is loaded before it renders (its texts and the contract's messages, then active), with
  // its country names: the app fetches them when a page first shows a country, and a capture taken before they
  // came read 'Jordan' in an Arabic page (a baseline that depended on the machine's speed, issue 30).
  loaders: [
    async ({ globals }) => {
      const locale = storyLocale(globals.locale);
      const [catalogue] = await Promise.all([
        loadLocale(locale),
        // Every page's texts (`page-texts.ts`): a story renders a page without its route.
        loadPageTexts(pageTextNames, locale),
        loadCountries(locale),
        loadOverlays(),
      ]);
      setStoryCatalogue(catalogue, locale);
      return { catalogue };
    },
  ],
  parameters: designSystem.parameters,
  // Every story's events were all taken, whether or not its play function waited for them.
  afterEach: async ({ canvasElement }) => {
    await reached(canvasElement);
  },
  decorators: [
    // A design system story's copy in the story's language (packages/ui/src/storybook/story-copy.ts).
    (Story, { args, initialArgs, globals }) => (
      <Story args={argsIn(args, initialArgs, copyIn(globals))} />
    ),
    // The flow player (docs/storybook-and-flows.md "The flow player"): inside the theme, around every story.
    withFlowPlayer,
    (Story, { globals, parameters, viewMode, title, loaded }) => {
      const locale = storyLocale(globals.locale);
      return (
        // Keyed by the language: a new language is a new provider with that language's texts.
        <LocaleProvider key={locale} initial={{ locale, catalogue: storyCatalogue(loaded) }}>
          {/* The language of everything inside, portals included (they render inside UIProvider's root). */}
          <div lang={locale} style={{ display: 'contents' }}>
            <StoryFrame
              // The direction toolbar's choice, else the language's.
              {...frameOf(globals, directionOf(locale))}
              toastLabels={storyCatalogue(loaded).text.common.ui.toasts}
              toastDuration={
                (parameters.toastDuration as number | undefined) ??
                (title.startsWith('Pages/') ? PAGE_TOAST_MS : TOAST_DURATION_MS)
              }
              fullHeight={viewMode !== 'docs'}
              bleed={Boolean(parameters.bleed)}
            >
              {/* A page story's events (docs/storybook-and-flows.md "Stories start from a state"): its harness sends them. */}
              <StoryEvents events={parameters.events as StoryEvent[] | undefined}>
                <Story />
              </StoryEvents>
            </StoryFrame>
          </div>
        </LocaleProvider>
      );
    },
  ],
};

/** The `locale` global as a language (English when unset or unknown). */
function storyLocale(value: unknown): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

export default preview;
