// Setup of the `visual` Vitest project: stories composed with the real preview (theme, direction, toaster),
// and no motion, so a screenshot shows each story's settled state.
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;
document.head.append(still);
