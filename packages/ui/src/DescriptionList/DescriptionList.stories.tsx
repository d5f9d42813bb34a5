import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { expectSamplesReadAsWritten, ltrSamples } from '../Isolate/isolation-checks';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import {
  DescriptionList,
  type DescriptionItem,
  type DescriptionListProps,
} from './DescriptionList';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.descriptionList;

/**
 * A story's items in a language's copy: their labels and the values that are copy (a gender, a city), not the
 * names, usernames and emails. Made by the render, since `argsIn` gives a list of items holding elements as it is
 * and leaves an item's `value` as written.
 */
type Items = (copy: StoryCopy) => DescriptionItem[];

/** The list with `items` in the story's language. */
const withItems =
  (items: Items) =>
  (args: DescriptionListProps, { globals }: { globals: Record<string, unknown> }) => (
    <DescriptionList {...args} items={items(copyIn(globals))} />
  );

/** An admin's profile, three of its values missing. */
const profile: Items = ({ descriptionList: list }) => [
  { term: list.username, value: 'admin.rana' },
  {
    term: list.email,
    value: (
      <>
        rana@example.org <Badge tone="success">{list.verified}</Badge>
      </>
    ),
  },
  { term: list.firstName, value: 'Rana' },
  { term: list.lastName, value: '' },
  { term: list.gender, value: list.female },
  { term: list.major, value: list.civilEngineering },
  { term: list.phoneNumber, value: null },
  { term: list.nationality, value: list.jordanian },
  { term: list.country, value: list.jordan },
  { term: list.city, value: list.amman },
  { term: list.address, value: undefined },
];

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  parameters: {
    usage: [
      "Read-only details as label and value: a profile, a member's details dialog.",
      'Missing values show the `fallback` (N/A), so every label keeps its place.',
      'Values can hold a `Badge` or a `Link`. For values the user can edit, use form fields instead.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { fallback: copy.fallback, items: profile(storyCopy.en) },
  render: withItems(profile),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFallbacks: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(copyIn(globals).descriptionList.fallback)).toHaveLength(3);
    await expect(canvas.getByText('Rana')).toBeVisible();
  },
};

export const OneColumn: Story = { args: { columns: 1 } };

const longValues: Items = ({ descriptionList: list }) => [
  { term: list.address, value: list.longAddress },
  {
    term: list.email,
    value: 'a.very.long.email.address.that.does.not.fit@engineers-association.example.org',
  },
];

export const LongValues: Story = {
  args: { items: longValues(storyCopy.en) },
  render: withItems(longValues),
};

/** Arabic in any language: the list right to left, with values that read left to right inside it. */
const arabic = storyCopy.ar.descriptionList;

export const RightToLeft: Story = {
  args: {
    items: [
      { term: arabic.username, value: 'rana', isolate: true },
      { term: arabic.email, value: ltrSamples.email, isolate: true },
      { term: arabic.phoneNumber, value: ltrSamples.phone, isolate: 'ltr' },
      { term: arabic.city, value: arabic.amman },
      { term: arabic.address, value: '' },
    ],
    fallback: arabic.fallback,
  },
  // Its own Arabic args, as written, in any language.
  render: (args) => <DescriptionList {...args} />,
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    // Isolated, an email that starts with digits and a phone number read as written.
    await expectSamplesReadAsWritten(canvasElement);
    await expect(within(canvasElement).getByText(arabic.fallback)).toBeVisible();
  },
};
