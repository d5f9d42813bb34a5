// The docs page of every component: Storybook's own template with a Usage section after the description. A
// story file gives its notes as `parameters: { usage: ['When to use it…', 'Avoid…'] }` (Markdown, one bullet
// each); `usage.test.ts` fails on a design-system story file without them.
import {
  Controls,
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

export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Usage />
      <HowTo />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
