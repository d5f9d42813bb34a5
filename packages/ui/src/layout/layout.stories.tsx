import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
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
  args: { children: null },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <Stack gap="md">
      <Heading level={1} size="display">
        WE ARE MIJAS
      </Heading>
      <Heading level={2} size="xl">
        Member Information
      </Heading>
      <Heading level={3} size="lg">
        Membership History
      </Heading>
      <Heading level={4} size="md">
        Admin Details
      </Heading>
      <Text>Body text: the quick brown fox jumps over the lazy dog. 0123456789</Text>
      <Text tone="muted" size="sm">
        Muted small text for hints and captions.
      </Text>
      <Text tone="danger" weight="bold">
        Passwords do not match.
      </Text>
      <Text tone="success">Info updated successfully</Text>
      <Text>نص عربي بخط Noto Sans Arabic المضمّن</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(4);
  },
};

export const ButtonRow: Story = {
  render: () => (
    <Inline justify="flex-end">
      <Button variant="outline">Cancel</Button>
      <Button>Renew</Button>
    </Inline>
  ),
};

export const LandingSection: Story = {
  parameters: { bleed: true },
  render: () => (
    <Section
      id="join"
      title="Join Us & Inquiry"
      description="Tell us who you are; we answer within two days."
    >
      <Text>Form goes here.</Text>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Join Us & Inquiry' }),
    ).toHaveAttribute('id', 'join');
  },
};
