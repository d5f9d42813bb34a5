import { useId, type ReactNode } from 'react';
import { sprinkles, type spaceScale } from '../theme/sprinkles.css';
import * as styles from './layout.css';

type Space = (typeof spaceScale)[number];

export interface StackProps {
  gap?: Space;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
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
  gap?: Space;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
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
  level: 1 | 2 | 3 | 4;
  size?: (typeof styles.headingSizes)[number];
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
  tone?: (typeof styles.textTones)[number];
  size?: (typeof styles.textSizes)[number];
  weight?: 'regular' | 'bold';
  as?: 'p' | 'span' | 'div';
  children: ReactNode;
}

export function Text({ tone, size, weight, as: Tag = 'p', children }: TextProps) {
  return <Tag className={styles.text({ tone, size, weight })}>{children}</Tag>;
}

export interface SectionProps {
  /** The anchor the navbar scrolls to, e.g. 'partners'. */
  id: string;
  title: ReactNode;
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
