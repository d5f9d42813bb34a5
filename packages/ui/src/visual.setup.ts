// Setup of the `visual` Vitest project: no motion, so a screenshot shows each story's settled state, and a
// bundled typeface. Each test file composes its stories with its own preview (stories.visual.tsx: the design
// system's; apps/web/src/visual/: the app's).
import '@fontsource-variable/inter/wght.css';
import { vars } from './theme/vars.css';

// The UI draws in the device's own UI font (theme/tokens.ts), which differs from machine to machine; the
// baselines must not. They are drawn in a bundled stand-in (Inter, and Noto Sans Arabic for Arabic), the same on
// every machine.
const property = (variable: string) => /^var\((--[^,)]+)/.exec(variable)?.[1] ?? variable;
const bundled = '"Inter Variable", "Noto Sans Arabic Variable", system-ui, sans-serif';
const typeface = document.createElement('style');
typeface.textContent = `[data-theme] {
  ${property(vars.font.body)}: ${bundled} !important;
  ${property(vars.font.heading)}: ${bundled} !important;
}`;
document.head.append(typeface);

const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;
document.head.append(still);
