import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

const shimmer = keyframes({
  '0%': { opacity: 0.45 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.45 },
});

/**
 * A bar of a loading skeleton: a line of text's height, shimmering while what it stands for comes (still under
 * reduced motion, where the global styles stop every animation). Its length is the caller's.
 */
export const skeletonBar = style({
  display: 'block',
  blockSize: '0.875rem',
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
