import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading, Text } from '../layout/layout';
import { copyIn, filled, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { AppShell } from './AppShell';
import type { NavItem } from './navItem';

const onSelect = fn();
/** The shell's own words, which the app takes from its catalogue. */
const shellLabels = ({ appShell: copy }: StoryCopy) => ({
  collapseLabel: copy.collapse,
  expandLabel: copy.expand,
  skipLinkLabel: copy.skipToContent,
});
type Page = keyof StoryCopy['appShell']['pages'];
const pages: Page[] = ['viewMembers', 'addMember', 'membershipHistory', 'memberHistory', 'profile'];
const initials = (label: string) => (
  <span style={{ fontSize: '0.8rem', fontWeight: 700 }}>
    {label
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2)}
  </span>
);

/** The admin panel's shell in a language's copy; `badges` by page. */
function AdminShell(props: {
  copy: StoryCopy;
  collapsed?: boolean;
  badges?: Partial<Record<Page, number>>;
}) {
  const { appShell: copy } = props.copy;
  const [active, setActive] = useState<Page>('viewMembers');
  const items: NavItem[] = pages.map((page) => {
    const label = copy.pages[page];
    return {
      id: page,
      label,
      icon: initials(label),
      active: page === active,
      badge: props.badges?.[page],
      badgeLabel: filled(copy.newCount, { count: String(props.badges?.[page]) }),
      onSelect: () => {
        setActive(page);
        onSelect(label);
      },
    };
  });
  const footer: NavItem[] = [
    { id: 'home', label: copy.home, href: '/', icon: initials(copy.home) },
    {
      id: 'logout',
      label: copy.logout,
      onSelect: () => onSelect('logout'),
      icon: initials(copy.logoutIcon),
    },
  ];
  return (
    <AppShell
      brand="MIJAS"
      navLabel={copy.navLabel}
      items={items}
      footerItems={footer}
      collapsed={props.collapsed}
      {...shellLabels(props.copy)}
    >
      <Heading level={1}>{copy.pages[active]}</Heading>
      <Card title={copy.members}>
        <Text tone="muted">{copy.pageContent}</Text>
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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    brand: 'MIJAS',
    navLabel: storyCopy.en.appShell.navLabel,
    items: [],
    children: null,
    ...shellLabels(storyCopy.en),
  },
  render: (_args, { globals }) => <AdminShell copy={copyIn(globals)} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminDashboard: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { appShell: copy } = copyIn(globals);
    onSelect.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: copy.navLabel });
    await expect(within(nav).getByRole('button', { name: copy.pages.viewMembers })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: copy.pages.membershipHistory }));
    await expect(onSelect).toHaveBeenCalledWith(copy.pages.membershipHistory);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      copy.pages.membershipHistory,
    );
  },
};

export const CollapseToggle: Story = {
  play: async ({ canvasElement, globals }) => {
    const { appShell: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: copy.collapse });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const expand = canvas.getByRole('button', { name: copy.expand });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Collapsed to icons: the items keep their accessible names.
    await expect(canvas.getByRole('button', { name: copy.pages.addMember })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: copy.collapse })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: copyIn(globals).appShell.skipToContent });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Collapsed: Story = {
  render: (_args, { globals }) => <AdminShell copy={copyIn(globals)} collapsed />,
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
    const { appShell: copy } = copyIn(context.globals);
    // In right-to-left the start edge is on the right: the chevron is mirrored by CSS to point there.
    await expect(chevronTransforms(context.canvasElement, copy.collapse)).toEqual({
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
  play: async ({ canvasElement, globals }) => {
    await expect(chevronTransforms(canvasElement, copyIn(globals).appShell.collapse)).toEqual({
      chevron: 'none',
      turned: 'none',
    });
  },
};

export const RightToLeftCollapsed: Story = {
  render: (_args, { globals }) => <AdminShell copy={copyIn(globals)} collapsed />,
  globals: { dir: 'rtl' },
  play: async ({ canvasElement, globals }) => {
    // Collapsed, the toggle turns the mirrored chevron back: it points to the end edge (left), where it expands.
    await expect(chevronTransforms(canvasElement, copyIn(globals).appShell.expand)).toEqual({
      chevron: MIRRORED,
      turned: MIRRORED,
    });
  },
};

/** The admin navigation in the story's language, and the name of an entry with a count (its `badgeLabel`). */
function adminNav(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { appShell: copy } = copyIn(globals);
  return {
    copy,
    nav: within(within(canvasElement).getByRole('navigation', { name: copy.navLabel })),
    counted: (page: Page, count: number) =>
      `${copy.pages[page]} ${filled(copy.newCount, { count })}`,
  };
}

/** A count beside an entry (`badge`, e.g. new applications): read with its meaning (`badgeLabel`); none at 0. */
export const WithBadge: Story = {
  render: (_args, { globals }) => (
    <AdminShell copy={copyIn(globals)} badges={{ addMember: 3, memberHistory: 0 }} />
  ),
  play: async ({ canvasElement, globals }) => {
    const { copy, nav, counted } = adminNav(canvasElement, globals);
    await expect(nav.getByRole('button', { name: counted('addMember', 3) })).toBeVisible();
    await expect(nav.getByRole('button', { name: copy.pages.memberHistory })).toBeVisible();
  },
};

/**
 * A long entry beside its count (e.g. "Renewal requests 3" in the admin's nav): its name is shown whole, on a second
 * line if it needs one, never cut with an ellipsis.
 */
export const WithBadgeLongLabel: Story = {
  render: (_args, { globals }) => (
    <AdminShell copy={copyIn(globals)} badges={{ membershipHistory: 128, memberHistory: 4 }} />
  ),
  play: async ({ canvasElement, globals }) => {
    const { appShell: copy } = copyIn(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: copy.navLabel });
    for (const label of [copy.pages.membershipHistory, copy.pages.memberHistory]) {
      const name = within(nav).getByText(label);
      await expect(name).toBeVisible();
      await expect(name.scrollWidth, label).toBeLessThanOrEqual(name.clientWidth);
      await expect(name.scrollHeight, label).toBeLessThanOrEqual(name.clientHeight);
    }
  },
};

/** Collapsed, the count sits on the icon's corner and the entry keeps its name and count. */
export const WithBadgeCollapsed: Story = {
  render: (_args, { globals }) => (
    <AdminShell copy={copyIn(globals)} collapsed badges={{ addMember: 12 }} />
  ),
  play: async ({ canvasElement, globals }) => {
    const { nav, counted } = adminNav(canvasElement, globals);
    await expect(nav.getByRole('button', { name: counted('addMember', 12) })).toBeInTheDocument();
    await expect(nav.getByText('12')).toBeVisible();
  },
};
