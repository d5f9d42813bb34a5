import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkColors, darkShadows, lightColors, lightShadows } from './palette';
import { scale } from './tokens';
import { vars } from './vars.css';

const light = { ...scale, color: lightColors, shadow: lightShadows };
const dark = { ...scale, color: darkColors, shadow: darkShadows };

export const lightTheme = createTheme(vars, light);
export const darkTheme = createTheme(vars, dark);

/**
 * Light or dark as the device is set, decided by CSS alone: right from the first paint of prerendered HTML, and
 * live when the setting changes, with no script.
 */
export const systemTheme = style({
  vars: assignVars(vars, light),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' },
  },
});

// Native parts (date pickers, scrollbars, autofill) follow the theme too.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

export const themes = { light: lightTheme, dark: darkTheme, system: systemTheme } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
