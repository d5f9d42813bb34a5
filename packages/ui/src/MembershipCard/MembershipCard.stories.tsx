import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Badge, StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Text } from '../layout/layout';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import {
  MembershipCard,
  type MembershipCardItem,
  type MembershipCardProps,
} from './MembershipCard';
import { qrPath, QR_QUIET_ZONE } from './QrCode';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.membershipCard;

/** A card's link: the club's site and the card's opaque id (issue 30), a QR code of version 4. */
const VERIFY_URL = 'https://club.example.com/verify/q3Vt9ZpLw0Xk2cYh7RmB_A';

/** A member's fields in a language's copy: the labels, the status and the date; the name and username as written. */
const items = ({ membershipCard: card }: StoryCopy): MembershipCardItem[] => [
  { term: card.fullName, value: 'Sara Haddad', isolate: true },
  { term: card.username, value: 'sara.haddad', isolate: true },
  { term: card.memberNumber, value: '000042', isolate: 'ltr' },
  { term: card.status, value: <StatusBadge value on={card.active} off={card.inactive} /> },
  { term: card.expiryDate, value: card.expiry },
];

/**
 * What a story puts on the card, its fields and what goes under it, made in the story's language: elements,
 * which `argsIn` passes on as they are.
 */
type Content = (copy: StoryCopy) => Pick<MembershipCardProps, 'items' | 'children'>;

/** The card with `content` in the story's language. */
const withContent =
  (content: Content) =>
  (args: MembershipCardProps, { globals }: { globals: Record<string, unknown> }) => (
    <MembershipCard {...args} {...content(copyIn(globals))} />
  );

const fields: Content = (language) => ({ items: items(language) });

const meta = {
  title: 'Data display/MembershipCard',
  component: MembershipCard,
  parameters: {
    usage: [
      'The one card a member carries: the club mark, the fields and a QR code on a face of a bank card’s proportions (85.6 × 54 mm) that scales with its width.',
      'The QR code is dark on light in both themes, with its quiet zone; it is a link, named by `qr.label`.',
      'Printing the page prints the face alone, at its real size on a page of its size; what goes under it (`children`) is not printed.',
      'Import it from `@mijas/ui/membership-card`, an entry of its own, so that its QR encoder reaches only the pages showing a card.',
    ],
    chromatic: { disableSnapshot: false },
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    club: copy.club,
    // The brand's letter, as the app's card has it: not the Arabic name's first.
    mark: 'M',
    title: copy.title,
    ...fields(storyCopy.en),
    qr: { value: VERIFY_URL, label: copy.check },
  },
  render: withContent(fields),
} satisfies Meta<typeof MembershipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, globals }) => {
    const { membershipCard: copy } = copyIn(globals);
    const card = within(within(canvasElement).getByRole('region', { name: copy.title }));
    await expect(card.getByText(copy.club)).toBeVisible();
    await expect(card.getByText('Sara Haddad')).toBeVisible();
    const link = card.getByRole('link', { name: copy.check });
    await expect(link).toHaveAttribute('href', VERIFY_URL);
    // The code is the link's picture: a square of light with dark modules, the quiet zone included.
    const svg = link.querySelector('svg') as SVGSVGElement;
    const { size, version } = qrPath(VERIFY_URL);
    // Worked out in a render after the card's first.
    await waitFor(() => expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`));
    await expect(version).toBe(4);
    await expect(getComputedStyle(svg.querySelector('rect') as Element).fill).toBe(
      'rgb(255, 255, 255)',
    );
    await expect(getComputedStyle(svg.querySelector('path') as Element).fill).toBe('rgb(0, 0, 0)');
    await expect(QR_QUIET_ZONE).toBe(4);
    // A card's proportions.
    const face = svg.closest('section')?.querySelector('dl')?.parentElement?.parentElement;
    const box = (face as HTMLElement).getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(85.6 / 54, 1);
  },
};

/** An expired membership: inactive, marked expired, and no expiry date (SPEC §2). */
const expired: Content = (language) => {
  const { membershipCard: card } = language;
  return {
    items: [
      ...items(language).slice(0, 3),
      {
        term: card.status,
        value: (
          <>
            <StatusBadge value={false} on={card.active} off={card.inactive} />{' '}
            <Badge tone="warning">{card.expired}</Badge>
          </>
        ),
      },
      { term: card.expiryDate, value: '.....' },
    ],
  };
};

export const Expired: Story = {
  args: expired(storyCopy.en),
  render: withContent(expired),
  play: async ({ canvasElement, globals }) => {
    const { membershipCard: copy } = copyIn(globals);
    const card = within(canvasElement);
    await expect(card.getByText(copy.inactive)).toBeVisible();
    await expect(card.getByText(copy.expired)).toBeVisible();
  },
};

const withoutNumber: Content = (language) => ({
  items: items(language).filter((item) => item.term !== language.membershipCard.memberNumber),
});

export const WithoutQrCode: Story = {
  args: { qr: null, ...withoutNumber(storyCopy.en) },
  render: withContent(withoutNumber),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Being updated, with a note and an action under the card (not printed). */
const withNotes: Content = (language) => ({
  ...fields(language),
  children: (
    <>
      <Text tone="muted">{language.membershipCard.lastUpdated}</Text>
      <div>
        <Button variant="outline">{language.membershipCard.print}</Button>
      </div>
    </>
  ),
});

export const UpdatingWithNotes: Story = {
  args: { busy: true, ...withNotes(storyCopy.en) },
  render: withContent(withNotes),
  play: async ({ canvasElement, globals }) => {
    const { membershipCard: copy } = copyIn(globals);
    const region = within(canvasElement).getByRole('region', { name: copy.title });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('button', { name: copy.print })).toBeVisible();
  },
};

export const Dark: Story = { ...Active, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  ...Active,
  globals: { dir: 'rtl' },
  args: {
    title: 'بطاقة العضوية',
    club: 'نادي MIJAS',
    mark: 'M',
    items: [
      { term: 'الاسم الكامل', value: 'Sara Haddad', isolate: true },
      { term: 'اسم المستخدم', value: 'sara.haddad', isolate: true },
      { term: 'رقم العضوية', value: '000042', isolate: 'ltr' },
      { term: 'الحالة', value: <StatusBadge value on="نشط" off="غير نشط" /> },
      { term: 'تاريخ الانتهاء', value: '30 يونيو 2027' },
    ],
    qr: { value: VERIFY_URL, label: 'تحقق من هذه البطاقة' },
  },
  // Its own Arabic args, as written, in any language (and as its baseline shows them).
  render: (args) => <MembershipCard {...args} />,
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'بطاقة العضوية' }));
    await expect(card.getByRole('link', { name: 'تحقق من هذه البطاقة' })).toBeVisible();
  },
};
