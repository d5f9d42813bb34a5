import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading, Text } from '../layout/layout';
import { AppShell } from './AppShell';
import type { NavItem } from './navItem';

const onSelect = fn();
/** The shell's own words, which the app takes from its catalogue. */
const shellLabels = {
  collapseLabel: 'Collapse navigation',
  expandLabel: 'Expand navigation',
  skipLinkLabel: 'Skip to content',
};
const pages = ['View Members', 'Add Member', 'Membership History', 'Member History', 'My Profile'];
const initials = (label: string) => (
  <span style={{ fontSize: '0.8rem', fontWeight: 700 }}>
    {label
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2)}
  </span>
);

function AdminShell(props: { collapsed?: boolean; badges?: Record<string, number> }) {
  const [active, setActive] = useState('View Members');
  const items: NavItem[] = pages.map((label) => ({
    id: label,
    label,
    icon: initials(label),
    active: label === active,
    badge: props.badges?.[label],
    badgeLabel: `${props.badges?.[label]} new`,
    onSelect: () => {
      setActive(label);
      onSelect(label);
    },
  }));
  const footer: NavItem[] = [
    { id: 'home', label: 'Home', href: '/', icon: initials('Home') },
    {
      id: 'logout',
      label: 'Logout',
      onSelect: () => onSelect('logout'),
      icon: initials('Log out'),
    },
  ];
  return (
    <AppShell
      brand="MIJAS"
      navLabel="Admin"
      items={items}
      footerItems={footer}
      collapsed={props.collapsed}
      {...shellLabels}
    >
      <Heading level={1}>{active}</Heading>
      <Card title="Members">
        <Text tone="muted">The page content goes here.</Text>
      </Card>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: {
    bleed: true,
    usage: [
      "The frame of every dashboard (Admin, Root Admin, Member panels): the sidebar lists the panel's pages, the main area shows the current one.",
      'Mark the current page with `active: true` on its item; give every item an `icon`: a collapsed sidebar shows the icons only.',
      'Put Logout in `footerItems`, apart from the pages.',
      'Not for the public pages: the landing and the sign-in pages use `Navbar`.',
    ],
  },
  args: {
    brand: 'MIJAS',
    navLabel: 'Admin',
    items: [],
    children: null,
    ...shellLabels,
  },
  render: () => <AdminShell />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminDashboard: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('button', { name: 'View Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Membership History' }));
    await expect(onSelect).toHaveBeenCalledWith('Membership History');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Membership History');
  },
};

export const CollapseToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const expand = canvas.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Collapsed to icons: the items keep their accessible names.
    await expect(canvas.getByRole('button', { name: 'Add Member' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Collapsed: Story = {
  render: () => <AdminShell collapsed />,
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Dark: Story = { ...AdminDashboard, globals: { theme: 'dark' } };

/**
 * The computed transform of the collapse toggle's chevron (the drawn icon) and of the box that turns it: the
 * toggle's one visible icon at this width (the phone's menu icon is hidden).
 */
function chevronTransforms(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name });
  const svg = [...button.querySelectorAll('svg')].find((icon) => icon.checkVisibility());
  if (!svg?.parentElement) throw new Error(`no visible chevron in the button "${name}"`);
  return {
    chevron: getComputedStyle(svg).transform,
    turned: getComputedStyle(svg.parentElement).transform,
  };
}
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

export const RightToLeft: Story = {
  ...AdminDashboard,
  globals: { dir: 'rtl' },
  play: async (context) => {
    // In right-to-left the start edge is on the right: the chevron is mirrored by CSS to point there.
    await expect(chevronTransforms(context.canvasElement, 'Collapse navigation')).toEqual({
      chevron: MIRRORED,
      turned: 'none',
    });
    await AdminDashboard.play!(context);
  },
};

export const LeftToRightChevron: Story = {
  name: 'Left to right: the chevron as drawn',
  // Left to right whatever the story's language (an Arabic page is right to left by default).
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(chevronTransforms(canvasElement, 'Collapse navigation')).toEqual({
      chevron: 'none',
      turned: 'none',
    });
  },
};

export const RightToLeftCollapsed: Story = {
  render: () => <AdminShell collapsed />,
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    // Collapsed, the toggle turns the mirrored chevron back: it points to the end edge (left), where it expands.
    await expect(chevronTransforms(canvasElement, 'Expand navigation')).toEqual({
      chevron: MIRRORED,
      turned: MIRRORED,
    });
  },
};

/** A count beside an entry (`badge`, e.g. new applications): read with its meaning (`badgeLabel`); none at 0. */
export const WithBadge: Story = {
  render: () => <AdminShell badges={{ 'Add Member': 3, 'Member History': 0 }} />,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Admin' }));
    await expect(nav.getByRole('button', { name: 'Add Member 3 new' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Member History' })).toBeVisible();
  },
};

/**
 * A long entry beside its count (e.g. "Renewal requests 3" in the admin's nav): its name is shown whole, on a second
 * line if it needs one, never cut with an ellipsis.
 */
export const WithBadgeLongLabel: Story = {
  render: () => <AdminShell badges={{ 'Membership History': 128, 'Member History': 4 }} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin' });
    for (const label of ['Membership History', 'Member History']) {
      const name = within(nav).getByText(label);
      await expect(name).toBeVisible();
      await expect(name.scrollWidth, label).toBeLessThanOrEqual(name.clientWidth);
      await expect(name.scrollHeight, label).toBeLessThanOrEqual(name.clientHeight);
    }
  },
};

/** Collapsed, the count sits on the icon's corner and the entry keeps its name and count. */
export const WithBadgeCollapsed: Story = {
  render: () => <AdminShell collapsed badges={{ 'Add Member': 12 }} />,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Admin' }));
    await expect(nav.getByRole('button', { name: 'Add Member 12 new' })).toBeInTheDocument();
    await expect(nav.getByText('12')).toBeVisible();
  },
};
