import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Storybook's first page (packages/ui/src/docs/Introduction.mdx). */
const introduction = readFileSync(
  new URL('../packages/ui/src/docs/Introduction.mdx', import.meta.url),
  'utf8',
);
/** The page's section headed `title`, up to the next heading of its level. */
function section(title: string): string {
  const start = introduction.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = introduction.indexOf('\n## ', start + 1);
  return introduction.slice(start, end < 0 ? undefined : end);
}

describe('the Introduction page', () => {
  it('tells QA how to use the Flows panel, the journeys and the machines catalogue', () => {
    const qa = section('For QA: flows, journeys and machines');
    expect(qa).toMatch(/\*\*Flows\*\* panel/);
    expect(qa).toMatch(/Restart with these scenarios/);
    expect(qa).toMatch(/Copy link/);
    expect(qa).toMatch(/\*\*Journeys\*\*/);
    expect(qa).toMatch(/\*\*Machines\*\*/);
    expect(qa).toMatch(/STORYBOOK_LOCALE=ar/);
  });
});
