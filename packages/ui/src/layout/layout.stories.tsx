import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { copyIn } from '../storybook/story-copy';
import { Heading, Inline, Section, Stack, Text } from './layout';

const meta = {
  title: 'Layout/Type and spacing',
  component: Stack,
  parameters: {
    usage: [
      "`Stack` lays children in a column, `Inline` in a row that wraps; their `gap` takes the space tokens' names.",
      '`Heading` chooses its look (`size`) apart from its level, so the outline stays right; `Text` sets tone, size and weight from the type scale.',
      '`Section` gives a landing section its id and heading. Build screens from these instead of new CSS.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { children: null },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (_args, { globals }) => {
    const { typeAndSpacing: copy } = copyIn(globals);
    // Each level with its look: the outline and the type scale from the largest down.
    const headings = [
      [1, 'display', copy.display],
      [2, 'xl', copy.memberInformation],
      [3, 'lg', copy.membershipHistory],
      [4, 'md', copy.adminDetails],
    ] as const;
    return (
      <Stack gap="md">
        {headings.map(([level, size, text]) => (
          <Heading key={level} level={level} size={size}>
            {text}
          </Heading>
        ))}
        <Text>{copy.body}</Text>
        <Text tone="muted" size="sm">
          {copy.muted}
        </Text>
        <Text tone="danger" weight="bold">
          {copy.danger}
        </Text>
        <Text tone="success">{copy.success}</Text>
        <Text>{copy.arabicFace}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(4);
  },
};

export const ButtonRow: Story = {
  render: (_args, { globals }) => {
    const { typeAndSpacing: copy } = copyIn(globals);
    return (
      <Inline justify="flex-end">
        <Button variant="outline">{copy.cancel}</Button>
        <Button>{copy.renew}</Button>
      </Inline>
    );
  },
};

export const LandingSection: Story = {
  parameters: { bleed: true },
  render: (_args, { globals }) => {
    const { typeAndSpacing: copy } = copyIn(globals);
    return (
      <Section id="join" title={copy.section} description={copy.sectionDescription}>
        <Text>{copy.formHere}</Text>
      </Section>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: copyIn(globals).typeAndSpacing.section }),
    ).toHaveAttribute('id', 'join');
  },
};
