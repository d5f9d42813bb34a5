import type { ReactNode } from 'react';

/**
 * How a value keeps its own direction inside a sentence or cell of the other direction: `true` isolates it
 * with its direction taken from its first strong letter (`<bdi>`: a username, an email, a name); `'ltr'`
 * isolates it as left-to-right, for values that always read so but may hold no letter to tell (a phone
 * number's leading "+", an amount, a member number, a code).
 */
export type Isolation = boolean | 'ltr';

export interface IsolateProps {
  /** `'ltr'` for a value that always reads left to right; else its first strong letter decides. */
  dir?: 'ltr' | 'auto';
  children: ReactNode;
}

/** Isolates its text from the surrounding direction, so "+962795551000" does not read "962795551000+" in RTL. */
export function Isolate({ dir, children }: IsolateProps) {
  return <bdi dir={dir === 'ltr' ? 'ltr' : undefined}>{children}</bdi>;
}

/** The content isolated as `isolation` says, or as it is when it says nothing. */
export function isolated(content: ReactNode, isolation: Isolation | undefined): ReactNode {
  if (!isolation) return content;
  return <Isolate dir={isolation === 'ltr' ? 'ltr' : 'auto'}>{content}</Isolate>;
}
