import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';

export const lightTheme = createTheme(vars, {
  color: {
    background: '#f7faf8',
    surface: '#ffffff',
    text: '#1b2a21',
    textMuted: '#4a5a50',
    accent: '#96B7A0',
    accentHover: '#82a58d',
    accentText: '#10241a',
    border: '#c9d6cd',
    focusRing: '#2f6b45',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '0.25rem', md: '0.5rem', full: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem' },
    weight: { regular: '400', bold: '600' },
  },
});
