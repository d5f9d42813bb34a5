import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StatusBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Text } from '../layout/layout';
import { MembershipCard } from './MembershipCard';
import { qrPath, QR_QUIET_ZONE } from './QrCode';

/** A card's link: the club's site and the card's opaque id (issue 30), a QR code of version 4. */
const VERIFY_URL = 'https://club.example.com/verify/q3Vt9ZpLw0Xk2cYh7RmB_A';

const items = [
  { term: 'Full Name', value: 'Sara Haddad', isolate: true },
  { term: 'Username', value: 'sara.haddad', isolate: true },
  { term: 'Member No.', value: '000042', isolate: 'ltr' },
  { term: 'Status', value: <StatusBadge value on="Active" off="Inactive" /> },
  { term: 'Expiry Date', value: '30 June 2027' },
] as const;

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
  args: {
    club: 'MIJAS Club',
    title: 'Membership Card',
    items,
    qr: { value: VERIFY_URL, label: 'Check this card' },
  },
} satisfies Meta<typeof MembershipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Membership Card' }));
    await expect(card.getByText('MIJAS Club')).toBeVisible();
    await expect(card.getByText('Sara Haddad')).toBeVisible();
    const link = card.getByRole('link', { name: 'Check this card' });
    await expect(link).toHaveAttribute('href', VERIFY_URL);
    // The code is the link's picture: a square of light with dark modules, the quiet zone included.
    const svg = link.querySelector('svg') as SVGSVGElement;
    const { size, version } = qrPath(VERIFY_URL);
    await expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
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

export const Expired: Story = {
  args: {
    items: [
      ...items.slice(0, 3),
      {
        term: 'Status',
        value: (
          <>
            <StatusBadge value={false} on="Active" off="Inactive" />{' '}
            <Badge tone="warning">Expired</Badge>
          </>
        ),
      },
      { term: 'Expiry Date', value: '.....' },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Inactive')).toBeVisible();
    await expect(card.getByText('Expired')).toBeVisible();
  },
};

export const WithoutQrCode: Story = {
  args: { qr: null, items: items.filter((item) => item.term !== 'Member No.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const UpdatingWithNotes: Story = {
  args: {
    busy: true,
    children: (
      <>
        <Text tone="muted">Last updated 26 November 2026, 10:00</Text>
        <div>
          <Button variant="outline">Print card</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Membership Card' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('button', { name: 'Print card' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'بطاقة العضوية' }));
    await expect(card.getByRole('link', { name: 'تحقق من هذه البطاقة' })).toBeVisible();
  },
};
