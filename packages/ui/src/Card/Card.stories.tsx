import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Text } from '../layout/layout';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { Card, type CardProps } from './Card';
import { cardPaddings } from './Card.css';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.card;

/**
 * What a story puts in the card, its body and its actions, made in the story's language: elements, which
 * `argsIn` passes on as they are.
 */
type Content = (copy: StoryCopy) => Pick<CardProps, 'children' | 'actions'>;

/** The card with `content` in the story's language. */
const withContent =
  (content: Content) =>
  (args: CardProps, { globals }: { globals: Record<string, unknown> }) => (
    <Card {...args} {...content(copyIn(globals))} />
  );

const accountDetails: Content = ({ card }) => ({
  children: <Text tone="muted">{card.accountDetails}</Text>,
});

const meta = {
  title: 'Data display/Card',
  component: Card,
  parameters: {
    usage: [
      'Groups one subject on a surface: a form, a profile, the membership card, a search panel.',
      'Give it a `title` (a heading) when the page has more than one; put its own buttons in `actions`.',
      '`accent` draws the brand green along its top for the one card a page is about (the membership card).',
      "Don't nest cards; inside a card, group with `Stack` and headings.",
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { title: copy.adminInformation, ...accountDetails(storyCopy.en) },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  render: withContent(accountDetails),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: copyIn(globals).card.adminInformation }),
    ).toBeVisible();
  },
};

const withActions: Content = (language) => ({
  ...accountDetails(language),
  actions: <Button variant="outline">{language.card.editAdminInformation}</Button>,
});

export const WithActions: Story = {
  args: { description: copy.partlyEditable, ...withActions(storyCopy.en) },
  render: withContent(withActions),
};

/** A member's membership: the card the page is about. */
const membership: Content = ({ card, descriptionList, membershipCard: labels }) => ({
  children: (
    <DescriptionList
      fallback={descriptionList.fallback}
      items={[
        { term: labels.username, value: 'alice' },
        { term: labels.fullName, value: 'Alice Haddad' },
        {
          term: labels.status,
          value: <StatusBadge value on={labels.active} off={labels.inactive} />,
        },
        { term: labels.expiryDate, value: card.expiry },
      ]}
    />
  ),
});

export const MembershipCard: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  args: { title: copy.membership, accent: true, ...membership(storyCopy.en) },
  render: withContent(membership),
};

const longContent: Content = ({ card }) => ({ children: <Text>{card.filler.repeat(12)}</Text> });

export const LongContent: Story = {
  args: { title: copy.longTitle, ...longContent(storyCopy.en) },
  render: withContent(longContent),
};

export const Dark: Story = { ...MembershipCard, globals: { theme: 'dark' } };
