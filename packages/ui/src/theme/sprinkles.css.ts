import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

const { none: _none, ...gaps } = vars.space;

export const spaceScale = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

const layout = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': 'screen and (min-width: 48rem)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['flex', 'grid', 'none', 'block'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: { ...gaps, none: '0' },
    paddingBlock: vars.space,
    paddingInline: vars.space,
  },
});

/** Layout atoms (logical properties only) used by Stack and Inline. */
export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
