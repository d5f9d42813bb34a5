import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '@mijas/ui';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // axe runs in every story test; a violation fails it.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story) => (
      <div className={lightTheme}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
