import { style } from '@vanilla-extract/css';

export const fullHeight = style({ minBlockSize: '100dvh' });

/** Portaled content positions itself (fixed); this holder takes no space. */
export const portals = style({ display: 'contents' });
