import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactDocgenTypescriptOptions } from './docgen.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The pages, the journeys and the flow player's own (a Copy link replayed in a fresh page).
    '../apps/web/src/**/*.stories.@(ts|tsx)',
    // The catalogue of the machines (`Machines/…`).
    '../packages/flows/src/catalogue/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Hover, focus and active forced on chosen elements (`parameters.pseudo`; Actions/Interaction States).
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Prop tables and descriptions from the TypeScript checker (docgen.ts says why).
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
