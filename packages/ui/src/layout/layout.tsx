import { useId, type ReactNode } from 'react';
import { sprinkles, type spaceScale } from '../theme/sprinkles.css';
import * as styles from './layout.css';

type Space = (typeof spaceScale)[number];

export interface StackProps {
  /** The space between children, from the space scale (`lg`, 1rem, by default). */
  gap?: Space;
  /** How children sit across: `stretch` (full width, the default), `flex-start`, `center` or `flex-end`. */
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
  /** The element rendered (`div` by default), e.g. `form` or `ul`. */
  as?: 'div' | 'section' | 'form' | 'ul' | 'main';
  children: ReactNode;
}

/** Children in a column with even gaps. */
export function Stack({ gap = 'lg', align = 'stretch', as: Tag = 'div', children }: StackProps) {
  return (
    <Tag
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: align })}
    >
      {children}
    </Tag>
  );
}

export interface InlineProps {
  /** The space between children, from the space scale (`sm`, 0.5rem, by default). */
  gap?: Space;
  /** How children sit vertically (`center` by default). */
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  /** How the row is spread along the line (`flex-start` by default; `space-between` pushes to both ends). */
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Wrap onto more lines when the row is too long (the default); `false` keeps one line. */
  wrap?: boolean;
  children: ReactNode;
}

/** Children in a row (wrapping by default), e.g. a form's buttons. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'flex-start',
  wrap = true,
  children,
}: InlineProps) {
  return (
    <div
      className={sprinkles({
        display: 'flex',
        flexDirection: 'row',
        flexWrap: wrap ? 'wrap' : 'nowrap',
        gap,
        alignItems: align,
        justifyContent: justify,
      })}
    >
      {children}
    </div>
  );
}

export interface HeadingProps {
  /** Its level in the page outline (`h1` to `h4`): one `h1` per page, no level skipped. */
  level: 1 | 2 | 3 | 4;
  /** Its look, chosen apart from the level (`lg` by default; `display` for a hero title). */
  size?: (typeof styles.headingSizes)[number];
  /** An id, e.g. for `aria-labelledby` of the region it heads. */
  id?: string;
  children: ReactNode;
}

/** A heading whose look (`size`) is chosen apart from its level in the outline. */
export function Heading({ level, size, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading({ size })}>
      {children}
    </Tag>
  );
}

export interface TextProps {
  /** The colour: `default` body text, `muted` for secondary text, `danger` or `success`. */
  tone?: (typeof styles.textTones)[number];
  /** The size from the type scale (`md`, 1rem, by default). */
  size?: (typeof styles.textSizes)[number];
  /** `regular` (the default) or `bold`. */
  weight?: 'regular' | 'bold';
  /** The element rendered: a paragraph (`p`, the default), `span` or `div`. */
  as?: 'p' | 'span' | 'div';
  children: ReactNode;
}

/**
 * A line's text while its words are not there yet (a total loading, a value to come): a no-break space, which
 * keeps the line's height where an empty string would let it collapse.
 */
export const BLANK_LINE = '\u00a0';

/** Running text in the theme's type scale and colours. */
export function Text({ tone, size, weight, as: Tag = 'p', children }: TextProps) {
  return <Tag className={styles.text({ tone, size, weight })}>{children}</Tag>;
}

export interface SectionProps {
  /** The anchor the navbar scrolls to, e.g. 'partners'. */
  id: string;
  /** The section's heading (an `h2`), which names it. */
  title: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** A landing-page section with a centred heading, named by it, reachable at `#id`. */
export function Section({ id, title, description, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionInner}>
        <div className={styles.sectionHeader}>
          <Heading level={2} id={headingId}>
            {title}
          </Heading>
          {description ? <Text tone="muted">{description}</Text> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
