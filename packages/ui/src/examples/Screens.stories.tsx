// Whole screens composed from the package, as apps/web builds them (SPEC.md §2): a check that the parts fit
// together, and what designers review. No app logic: the data is sample data.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Checkbox } from '../Checkbox/Checkbox';
import { Combobox } from '../Combobox/Combobox';
import { DataTable } from '../DataTable/DataTable';
import { sampleMemberColumns, sampleMembers } from '../DataTable/fixtures';
import { Footer } from '../Footer/Footer';
import { Hero } from '../Hero/Hero';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Heading, Inline, Section, Stack } from '../layout/layout';
import { Link } from '../Link/Link';
import { Navbar } from '../Navbar/Navbar';
import { Pagination } from '../Pagination/Pagination';
import { PartnerStrip } from '../PartnerStrip/PartnerStrip';
import { PasswordField } from '../PasswordField/PasswordField';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Examples/Screens',
  parameters: { bleed: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function LandingScreen() {
  const [type, setType] = useState('Join Us');
  const [major, setMajor] = useState('');
  return (
    <>
      <Navbar
        brand="MIJAS"
        items={[
          { id: 'home', label: 'Home', href: '#home', active: true },
          { id: 'partners', label: 'Partners', href: '#partners' },
          { id: 'join', label: 'Join', href: '#join' },
        ]}
        actions={<Button size="sm">Login</Button>}
      />
      <Hero
        id="home"
        title="WE ARE MIJAS"
        eyebrow="Engineers' Association Club · Amman"
        subtitle="A club for engineers and their families: sports, courses and events all year round."
        actions={<Button size="lg">Join Us</Button>}
      />
      <Section id="partners" title="Our Partners">
        <PartnerStrip
          partners={[
            'Jordan Engineers Bank',
            'Amman Sports City',
            'Petra Insurance',
            'Dead Sea Resorts',
            'Aqaba Labs',
          ].map((name) => ({ name }))}
        />
      </Section>
      <Section
        id="join"
        title="Join Us & Inquiry"
        description="Tell us who you are; we answer within two days."
      >
        <Card>
          <Stack gap="lg">
            <SegmentedControl
              label="Form type"
              options={['Join Us', 'Inquiry']}
              value={type}
              onValueChange={setType}
              fullWidth
            />
            <TextField label="Name" required autoComplete="name" />
            <TextField label="Email" type="email" required autoComplete="email" />
            <TextField label="Mobile" type="tel" autoComplete="tel" hint="Optional" />
            <Combobox
              label="Major"
              required
              options={[
                'Civil Engineering',
                'Computer Engineering',
                'Electrical Engineering',
                'Other',
              ]}
              value={major}
              onValueChange={setMajor}
              emptyText="No majors found"
              otherOption="Other"
              otherLabel="Your major"
              otherHint="Please specify your major"
            />
            <Button type="submit" fullWidth>
              Send
            </Button>
          </Stack>
        </Card>
      </Section>
      <Footer
        brand="MIJAS"
        address="Professional Associations Complex, Shmeisani, Amman, Jordan"
        hours="Sunday-Thursday 8:00 AM-4:00 PM"
        social={[
          { label: 'Facebook', href: 'https://facebook.com/' },
          { label: 'Instagram', href: 'https://instagram.com/' },
        ]}
        copyright="© 2026 MIJAS Club. All rights reserved."
      />
    </>
  );
}

export const Landing: Story = {
  render: () => <LandingScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('WE ARE MIJAS');
    await userEvent.click(canvas.getByRole('radio', { name: 'Inquiry' }));
    await expect(canvas.getByRole('radio', { name: 'Inquiry' })).toBeChecked();
  },
};

export const Login: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: function Render() {
    const [remember, setRemember] = useState(false);
    return (
      <div
        style={{ display: 'grid', placeItems: 'center', minBlockSize: '100dvh', padding: '1rem' }}
      >
        <div style={{ inlineSize: 'min(26rem, 100%)' }}>
          <Card title="Login" headingLevel={1}>
            <Stack gap="lg" as="form">
              {/* No emoji in screenshot stories: they would come from the machine's fonts. */}
              <InlineAlert tone="error">Please enter email/username and password</InlineAlert>
              <TextField label="Username or Email" autoComplete="username" />
              <PasswordField label="Password" />
              <Inline justify="space-between">
                <Checkbox label="Remember Me" checked={remember} onCheckedChange={setRemember} />
                <Link href="/forgot">Forgot Password?</Link>
              </Inline>
              <Button type="submit" fullWidth>
                LOGIN
              </Button>
              <Link href="/" variant="subtle">
                Back to Home
              </Link>
            </Stack>
          </Card>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username or Email' }), 'alice');
    await expect(canvas.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  },
};

function ViewMembersScreen() {
  const [field, setField] = useState('');
  const [page, setPage] = useState(1);
  return (
    <AppShell
      brand="MIJAS"
      navLabel="Admin"
      items={[
        'View Members',
        'Add Member',
        'Membership History',
        'Member History',
        'My Profile',
      ].map((label) => ({
        id: label,
        label,
        active: label === 'View Members',
        onSelect: () => undefined,
      }))}
      footerItems={[{ id: 'logout', label: 'Logout', onSelect: () => undefined }]}
    >
      <Heading level={1}>View Members</Heading>
      <Card>
        <Inline align="flex-end" gap="md">
          <div style={{ minInlineSize: '12rem' }}>
            <Select
              label="Search by"
              options={[
                { value: 'username', label: 'Username' },
                { value: 'email', label: 'Email' },
                { value: 'phoneNumber', label: 'Phone Number' },
              ]}
              value={field}
              onValueChange={setField}
              placeholder="Choose a field"
            />
          </div>
          <div style={{ flex: 1, minInlineSize: '12rem' }}>
            <TextField label="Search value" disabled={!field} />
          </div>
          <Button disabled={!field}>Search</Button>
          <Button variant="outline">Clear</Button>
        </Inline>
      </Card>
      <DataTable
        caption="Members"
        columns={sampleMemberColumns}
        rows={sampleMembers.slice(0, 6)}
        getRowId={(row) => row.id}
        emptyText="No members found."
        rowActions={(row) => [
          { id: 'details', label: 'View Details', onSelect: () => undefined },
          { id: 'renew', label: `Renew Membership of ${row.username}`, onSelect: () => undefined },
        ]}
        rowActionsLabel={(row) => `Options for ${row.username}`}
      />
      <Pagination page={page} pageCount={3} onPageChange={setPage} label="Members pages" />
    </AppShell>
  );
}

export const ViewMembers: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => <ViewMembersScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Search value' })).toBeDisabled();
    await expect(canvas.getByRole('table', { name: /Members/ })).toBeVisible();
  },
};

export const ViewMembersDark: Story = { ...ViewMembers, globals: { theme: 'dark' } };
export const ViewMembersRightToLeft: Story = { ...ViewMembers, globals: { dir: 'rtl' } };
