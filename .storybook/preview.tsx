import type { Preview } from '@storybook/react-vite';
import app from '../apps/web/src/testing/preview.tsx';
import { DocsPage } from './docs-page';
import { readableControls } from './readable-controls.ts';

/**
 * Storybook's preview: the app's (apps/web/src/testing/preview.tsx: the design system's toolbar and frame, the
 * app's language, the stories' events, the flow player of `@mijas/flows`) with Storybook's own settings.
 */
const preview: Preview = {
  ...app,
  tags: ['autodocs'],
  // No control for an arg that is a component, an element or code (readable-controls.ts).
  argTypesEnhancers: [readableControls],
  parameters: {
    ...app.parameters,
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
          'Journeys',
          'Machines',
          ['All Machines'],
          'Tools',
        ],
      },
    },
  },
};

export default preview;
