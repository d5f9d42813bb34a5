import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, darkShadows, lightColors, lightShadows } from './palette';
import { scale } from './tokens';
import { vars } from './vars.css';

export const lightTheme = createTheme(vars, { ...scale, color: lightColors, shadow: lightShadows });
export const darkTheme = createTheme(vars, { ...scale, color: darkColors, shadow: darkShadows });

// Native parts (date pickers, scrollbars, autofill) follow the theme too.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
