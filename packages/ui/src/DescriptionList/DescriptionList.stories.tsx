import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { expectSamplesReadAsWritten, ltrSamples } from '../Isolate/isolation-checks';
import { DescriptionList } from './DescriptionList';

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
  args: {
    fallback: 'N/A',
    items: [
      { term: 'Username', value: 'admin.rana' },
      {
        term: 'Email',
        value: (
          <>
            rana@example.org <Badge tone="success">Verified</Badge>
          </>
        ),
      },
      { term: 'First Name', value: 'Rana' },
      { term: 'Last Name', value: '' },
      { term: 'Gender', value: 'Female' },
      { term: 'Major/Field', value: 'Civil Engineering' },
      { term: 'Phone Number', value: null },
      { term: 'Nationality', value: 'Jordanian' },
      { term: 'Country', value: 'Jordan' },
      { term: 'City', value: 'Amman' },
      { term: 'Address', value: undefined },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFallbacks: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('N/A')).toHaveLength(3);
    await expect(canvas.getByText('Rana')).toBeVisible();
  },
};

export const OneColumn: Story = { args: { columns: 1 } };

export const LongValues: Story = {
  args: {
    items: [
      {
        term: 'Address',
        value: 'Building 12, Queen Rania Street, Al Jubeiha, Amman 11941, next to the north gate',
      },
      {
        term: 'Email',
        value: 'a.very.long.email.address.that.does.not.fit@engineers-association.example.org',
      },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    items: [
      { term: 'اسم المستخدم', value: 'rana', isolate: true },
      { term: 'البريد الإلكتروني', value: ltrSamples.email, isolate: true },
      { term: 'رقم الهاتف', value: ltrSamples.phone, isolate: 'ltr' },
      { term: 'المدينة', value: 'عمّان' },
      { term: 'العنوان', value: '' },
    ],
    fallback: 'غير متوفر',
  },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    // Isolated, an email that starts with digits and a phone number read as written.
    await expectSamplesReadAsWritten(canvasElement);
    await expect(within(canvasElement).getByText('غير متوفر')).toBeVisible();
  },
};
