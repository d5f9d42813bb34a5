import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Text } from '../layout/layout';
import { Card } from './Card';
import { cardPaddings } from './Card.css';

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
  args: { title: 'Admin Information', children: <Text tone="muted">Your account details.</Text> },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Admin Information' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    description: 'Part of it can be edited.',
    actions: <Button variant="outline">Edit Admin Information</Button>,
  },
};

export const MembershipCard: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  args: {
    title: 'Membership',
    accent: true,
    children: (
      <DescriptionList
        fallback="N/A"
        items={[
          { term: 'Username', value: 'alice' },
          { term: 'Full Name', value: 'Alice Haddad' },
          { term: 'Status', value: <StatusBadge value on="Active" off="Inactive" /> },
          { term: 'Expiry Date', value: '2027-03-01' },
        ]}
      />
    ),
  },
};

export const LongContent: Story = {
  args: {
    title:
      'A very long card title that wraps onto a second line on narrow screens without breaking the layout',
    children: <Text>{'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12)}</Text>,
  },
};

export const Dark: Story = { ...MembershipCard, globals: { theme: 'dark' } };
