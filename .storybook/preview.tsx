import type { Preview } from '@storybook/react-vite';
import { TOAST_DURATION_MS } from '@mijas/api/contract';
import { UIProvider, themeNames, type ThemeName } from '@mijas/ui';
import { DocsPage } from './docs-page';
import { withFlowPlayer } from './flow-player/preview.tsx';
import { en } from '../apps/web/src/i18n/en.ts';
import { StoryEvents, type StoryEvent } from '../apps/web/src/testing/story-state.tsx';
import { reached } from '../apps/web/src/testing/story-helpers.ts';

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
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
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
    (Story, { globals, parameters, viewMode, title }) => (
      <UIProvider
        theme={(globals.theme as ThemeName | undefined) ?? 'light'}
        dir={globals.dir === 'rtl' ? 'rtl' : 'ltr'}
        toastDuration={
          (parameters.toastDuration as number | undefined) ??
          (title.startsWith('Pages/') ? PAGE_TOAST_MS : TOAST_DURATION_MS)
        }
        toastLabels={en.common.ui.toasts}
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
    ),
  ],
};

export default preview;
