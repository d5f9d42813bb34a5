// The docs page of every component: Storybook's own template with a Usage section after the description. A
// story file gives its notes as `parameters: { usage: ['When to use it…', 'Avoid…'] }` (Markdown, one bullet
// each); `usage.test.ts` fails on a design-system story file without them.
import { useContext } from 'react';
import {
  Controls,
  DocsContext,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/** The usage notes of the story file the page documents, as a list. */
export function Usage() {
  const resolved = useOf('meta', ['meta']);
  const usage = resolved.preparedMeta.parameters.usage as readonly string[] | undefined;
  if (!usage?.length) return null;
  return (
    <>
      <Heading>Usage</Heading>
      <Markdown>{usage.map((note) => `- ${note}`).join('\n')}</Markdown>
    </>
  );
}

/**
 * A "How to …" section after the usage notes: `parameters: { howTo: { title: 'How to raise a toast', markdown } }`
 * (Toast's: packages/ui/src/Toast/raising-a-toast.ts).
 */
export function HowTo() {
  const resolved = useOf('meta', ['meta']);
  const howTo = resolved.preparedMeta.parameters.howTo as
    { title: string; markdown: string } | undefined;
  if (!howTo) return null;
  return (
    <>
      <Heading>{howTo.title}</Heading>
      <Markdown>{howTo.markdown}</Markdown>
    </>
  );
}

/**
 * The file's other stories as headings, descriptions and links to their own view, not run in the page: for a file
 * whose play functions act as a person does (`parameters: { docs: { otherStoriesAsLinks: true } }`, the flow
 * player's). Several such stories run at once in one page take the keyboard's focus from each other, and their
 * typing goes astray.
 */
export function StoryLinks() {
  const context = useContext(DocsContext);
  const [, ...others] = context.componentStories();
  if (others.length === 0) return null;
  return (
    <>
      <Heading>Stories</Heading>
      {others.map((story) => {
        const description = (
          story.parameters.docs as { description?: { story?: string } } | undefined
        )?.description?.story;
        return (
          <section key={story.id}>
            <h3>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
            </h3>
            {description ? <Markdown>{description}</Markdown> : null}
          </section>
        );
      })}
    </>
  );
}

export function DocsPage() {
  const resolved = useOf('meta', ['meta']);
  const asLinks = (resolved.preparedMeta.parameters.docs as { otherStoriesAsLinks?: boolean })
    ?.otherStoriesAsLinks;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Usage />
      <HowTo />
      <Primary />
      <Controls />
      {asLinks ? <StoryLinks /> : <Stories />}
    </>
  );
}
