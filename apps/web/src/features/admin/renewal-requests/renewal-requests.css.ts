import { style } from '@vanilla-extract/css';

/** The status filter: as wide as its choices. */
export const filter = style({ maxWidth: '16rem' });
