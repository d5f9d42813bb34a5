import type { Preview } from '@storybook/react-vite';
import {
  DEFAULT_LOCALE,
  directionOf,
  loadCountryNames,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from '@mijas/api';
import { TOAST_DURATION_MS } from '@mijas/api/contract';
import { UIProvider, themeNames, type ThemeName } from '@mijas/ui';
import { LocaleProvider, loadLocale } from '../apps/web/src/i18n/index.ts';
import { DocsPage } from './docs-page';
import { withFlowPlayer } from './flow-player/preview.tsx';
import { StoryEvents, type StoryEvent } from '../apps/web/src/testing/story-state.tsx';
import { reached } from '../apps/web/src/testing/story-helpers.ts';
import { storyCatalogue } from '../apps/web/src/testing/story-locale.ts';

/** A page story's toasts stay on screen (its state is what it shows); a component story keeps the app's time. */
const PAGE_TOAST_MS = 24 * 60 * 60 * 1000;

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themeNames], dynamicTitle: true },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
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
  // The language every story starts in: English, or a whole run's (`STORYBOOK_LOCALE=ar`, README "Stories in Arabic").
  initialGlobals: {
    theme: 'light',
    dir: 'auto',
    locale: storyLocale(import.meta.env.STORYBOOK_LOCALE),
  },
  // The story's language is loaded before it renders (its texts and the contract's messages, then active), with
  // its country names: the app fetches them when a page first shows a country, and a capture taken before they
  // came read 'Jordan' in an Arabic page (a baseline that depended on the machine's speed, issue 30).
  loaders: [
    async ({ globals }) => {
      const locale = storyLocale(globals.locale);
      const [catalogue] = await Promise.all([loadLocale(locale), loadCountryNames(locale)]);
      return { catalogue };
    },
  ],
  parameters: {
    // axe runs in every story test; a violation fails it.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Each component's page: description, usage notes, the first story, its props, every story.
    docs: { page: DocsPage },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Tokens',
          ['Colours', 'Space and size', 'Radius and borders', 'Typography', 'Shadows and motion'],
          'Actions',
          'Forms',
          'Data display',
          'Overlays',
          'Feedback',
          'Layout',
          'Landing',
          'Pages',
        ],
      },
    },
    // The decorator below pads the story itself, on the theme's background.
    layout: 'fullscreen',
    // Visual snapshots are opt-in per story (`chromatic: { disableSnapshot: false }`), animations paused.
    chromatic: { disableSnapshot: true, pauseAnimationAtEnd: true },
  },
  // Every story's events were all taken, whether or not its play function waited for them.
  afterEach: async ({ canvasElement }) => {
    await reached(canvasElement);
  },
  decorators: [
    // The flow player (README "The flow player"): inside the theme, around every story.
    withFlowPlayer,
    (Story, { globals, parameters, viewMode, title, loaded }) => {
      const locale = storyLocale(globals.locale);
      // The direction toolbar's choice, else the language's.
      const dir =
        globals.dir === 'rtl' || globals.dir === 'ltr' ? globals.dir : directionOf(locale);
      return (
        // Keyed by the language: a new language is a new provider with that language's texts.
        <LocaleProvider key={locale} initial={{ locale, catalogue: storyCatalogue(loaded) }}>
          {/* The language of everything inside, portals included (they render inside UIProvider's root). */}
          <div lang={locale} style={{ display: 'contents' }}>
            <UIProvider
              theme={(globals.theme as ThemeName | undefined) ?? 'light'}
              dir={dir}
              toastLabels={storyCatalogue(loaded).text.common.ui.toasts}
              toastDuration={
                (parameters.toastDuration as number | undefined) ??
                (title.startsWith('Pages/') ? PAGE_TOAST_MS : TOAST_DURATION_MS)
              }
              // A story fills the canvas with the theme's background; in docs each preview keeps its own height.
              fullHeight={viewMode !== 'docs'}
            >
              <div data-story-root style={{ padding: parameters.bleed ? 0 : '1.5rem' }}>
                {/* A page story's events (README "Stories start from a state"): its harness sends them. */}
                <StoryEvents events={parameters.events as StoryEvent[] | undefined}>
                  <Story />
                </StoryEvents>
              </div>
            </UIProvider>
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
