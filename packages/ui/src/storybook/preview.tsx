import type { Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { preloadDialog } from '../Dialog/Dialog';
import { UIProvider } from '../Provider/UIProvider';
import { preloadRowMenus } from '../RowMenu/RowMenu';
import { preloadSelect } from '../Select/Select';
import type { ToasterLabels } from '../Toast/Toaster';
import { themeNames, type ThemeName } from '../theme/themes.css';

/**
 * The design system's story preview: its toolbar (theme, direction) and the frame around a story. Its visual
 * tests (`stories.visual.tsx`) run on it alone, so they import nothing outside packages/ui; Storybook's preview
 * (`.storybook/preview.tsx`, through the app's `apps/web/src/testing/preview.tsx`) adds the app's language,
 * catalogue and flow tools around the same frame.
 */

export { argsIn, copyIn, storyCopy, type StoryCopy } from './story-copy';

export type Dir = 'ltr' | 'rtl';

/** The story's theme and direction as the toolbar's globals set them; `auto` is `fallbackDir`. */
export function frameOf(globals: Record<string, unknown>, fallbackDir: Dir = 'ltr') {
  const dir: Dir = globals.dir === 'rtl' || globals.dir === 'ltr' ? globals.dir : fallbackDir;
  return { theme: (globals.theme as ThemeName | undefined) ?? 'light', dir };
}

/** The theme and direction around a story, which fills the canvas with the theme's background. */
export function StoryFrame({
  theme,
  dir,
  toastLabels,
  toastDuration,
  fullHeight,
  bleed = false,
  children,
}: {
  theme: ThemeName;
  dir: Dir;
  toastLabels: ToasterLabels;
  toastDuration?: number | undefined;
  /** Fill the canvas (a story); in docs each preview keeps its own height. */
  fullHeight: boolean;
  /** No padding around the story (`parameters.bleed`). */
  bleed?: boolean;
  children: ReactNode;
}) {
  return (
    <UIProvider
      theme={theme}
      dir={dir}
      toastLabels={toastLabels}
      toastDuration={toastDuration}
      fullHeight={fullHeight}
    >
      <div data-story-root style={{ padding: bleed ? 0 : '1.5rem' }}>
        {children}
      </div>
    </UIProvider>
  );
}

/** The toaster's words in the design system's own stories (the app's come from its catalogue). */
const storyToastLabels: ToasterLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss',
};

/**
 * The dialogs', selects' and menus' code, which a page loads when one is first used (issue 32), is there before
 * a story renders: a story shows the component, not its download (`lazy.test.tsx` checks the loading itself).
 */
export const loadOverlays = async () => {
  await Promise.all([preloadDialog(), preloadSelect(), preloadRowMenus()]);
  return {};
};

const preview = {
  loaders: [loadOverlays],
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
  },
  initialGlobals: { theme: 'light', dir: 'auto' },
  parameters: {
    // The frame pads the story itself, on the theme's background.
    layout: 'fullscreen',
    // Visual snapshots are opt-in per story (`chromatic: { disableSnapshot: false }`), animations paused.
    chromatic: { disableSnapshot: true, pauseAnimationAtEnd: true },
  },
  decorators: [
    (Story, { globals, parameters, viewMode }) => (
      <StoryFrame
        {...frameOf(globals)}
        toastLabels={storyToastLabels}
        toastDuration={parameters.toastDuration as number | undefined}
        fullHeight={viewMode !== 'docs'}
        bleed={Boolean(parameters.bleed)}
      >
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Preview;

export default preview;
