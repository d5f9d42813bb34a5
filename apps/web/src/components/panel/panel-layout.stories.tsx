import type { sessionMachine } from '@mijas/machines';
import { Card, Stack, Text } from '@mijas/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSession } from '../../lib/session.tsx';
import { NAVIGATED_TO, PageHarness, type TestRole } from '../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { HistoryIcon, UserIcon, UserPlusIcon, UsersIcon } from './panel-icons.tsx';
import { PanelLayout, type PanelNavItem } from './panel-layout.tsx';
import { storyCatalogue, storyText } from '../../testing/story-locale.ts';

const onHome = fn();
const SESSION_STATE = 'session-state';
const MEMBER: TestRole = 'member';

const pageIds = ['view-members', 'add-member', 'membership-history', 'profile'] as const;
type PageId = (typeof pageIds)[number];

/** The sub-pages, named in the story's language as the panels name them. */
function subPages() {
  const { text, messages } = storyText();
  return [
    { id: 'view-members', label: text.admin.viewMembers.title, icon: <UsersIcon /> },
    { id: 'add-member', label: messages.addMember.submit, icon: <UserPlusIcon /> },
    {
      id: 'membership-history',
      label: text.admin.membershipHistory.title,
      icon: <HistoryIcon />,
    },
    { id: 'profile', label: text.member.panel.nav.profile, icon: <UserIcon /> },
  ] satisfies { id: PageId; label: string; icon: ReactNode }[];
}

/** Whether the story's session is signed in, read from the session (the Logout story shows it). */
function SessionState() {
  const signedIn = useSession((snapshot) => snapshot.hasTag('authenticated'));
  return (
    <Text tone="muted">
      Session: <output data-testid={SESSION_STATE}>{signedIn ? 'signed in' : 'signed out'}</output>
    </Text>
  );
}

/** A panel with sub-pages shown in place, as the admin panel uses it. */
function Panel({ withHome = false, initial }: { withHome?: boolean; initial: PageId }) {
  const [active, setActive] = useState<string>(initial);
  const pages = subPages();
  const items: PanelNavItem[] = pages.map((page) => ({
    ...page,
    active: page.id === active,
    onSelect: () => setActive(page.id),
  }));
  const title = pages.find((page) => page.id === active)?.label ?? '';
  return (
    <PanelLayout
      navLabel={storyText().text.admin.adminShell.navLabel}
      items={items}
      title={title}
      description="Sub-page content goes here."
      {...(withHome ? { onHome } : {})}
    >
      <Card title="Members">
        <Stack gap="sm">
          <Text tone="muted">The page content of {title}.</Text>
          <SessionState />
        </Stack>
      </Card>
    </PanelLayout>
  );
}

function PanelStory({ withHome, initial }: { withHome?: boolean; initial?: PageId }) {
  return (
    <PageHarness path="/member" role={MEMBER}>
      <Panel withHome={withHome ?? false} initial={initial ?? pageIds[0]} />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Panel/PanelLayout',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: PanelStory,
  parameters: { bleed: true },
  args: { withHome: false, initial: 'view-members' },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function nav(canvasElement: HTMLElement) {
  return within(
    within(canvasElement).getByRole('navigation', {
      name: storyText().text.admin.adminShell.navLabel,
    }),
  );
}

/** The brand, Home first, the sub-pages with the active one marked, Logout last; the title heads main. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const links = nav(canvasElement);
    await expect(canvas.getByText(copy.text.common.brand)).toBeVisible();
    await expect(
      links.getByRole('link', { name: copy.text.superadmin.panel.nav.home }),
    ).toHaveAttribute('href', '/');
    await expect(
      links.getByRole('button', { name: copy.text.admin.viewMembers.title }),
    ).toHaveAttribute('aria-current', 'page');
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: copy.text.admin.viewMembers.title }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.title).toBe(
      copy.text.common.panel.documentTitle(copy.text.admin.viewMembers.title),
    );
    await expect(
      links.getByRole('button', { name: copy.text.superadmin.panel.nav.logout }),
    ).toBeVisible();
    await expect(canvas.getByTestId(SESSION_STATE)).toHaveTextContent('signed in');
  },
};

/** Another sub-page shown: it alone is marked, and it heads main and the browser tab. */
export const OtherSubPage: Story = {
  args: { initial: 'profile' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const links = nav(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: copy.text.member.panel.nav.profile }),
    ).toBeVisible();
    await expect(
      links.getByRole('button', { name: copy.text.member.panel.nav.profile }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      links.getByRole('button', { name: copy.text.admin.viewMembers.title }),
    ).not.toHaveAttribute('aria-current');
    await expect(canvasElement.ownerDocument.title).toBe(
      copy.text.common.panel.documentTitle(copy.text.member.panel.nav.profile),
    );
  },
};

/** The collapse toggle works from the keyboard: Tab to it, Enter collapses to icons, Space expands again. */
export const CollapseByKeyboard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = within(canvasElement);
    await userEvent.tab(); // the skip link
    await expect(
      canvas.getByRole('link', { name: copy.text.common.panel.skipToContent }),
    ).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: copy.text.common.panel.collapse });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    const expand = canvas.getByRole('button', { name: copy.text.common.panel.expand });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toHaveFocus();
    // Collapsed to icons, every entry keeps its name.
    await expect(
      nav(canvasElement).getByRole('button', { name: copy.messages.addMember.submit }),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('button', { name: copy.text.common.panel.collapse }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The skip link jumps past the navigation to the page. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Home runs the panel's `onHome` (the member panel allows home access) and then goes to `/`. */
export const Home: Story = {
  args: { withHome: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    onHome.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.home }),
    );
    await expect(onHome).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
  },
};

/**
 * Logout (the session's session.logout, which the entry sends): the session ends; the panel stays until the route's
 * guard sends the user to the home page (`RequireRole`).
 */
export const Logout: Story = {
  parameters: { events: [send<typeof sessionMachine>('session', { type: 'session.logout' })] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(canvas.getByTestId(SESSION_STATE)).toHaveTextContent('signed out');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** The computed transform of the icon in the navigation entry named `name`. */
function iconTransform(canvasElement: HTMLElement, name: string) {
  const svg = nav(canvasElement).getByRole('button', { name }).querySelector('svg');
  if (!svg) throw new Error(`no icon in the entry "${name}"`);
  return getComputedStyle(svg).transform;
}

/** Right to left: the logout arrow points out of the door toward the end edge (mirrored by CSS); a clock is not. */
export const RightToLeft: Story = {
  ...Default,
  globals: { dir: 'rtl' },
  play: async (context) => {
    const copy = storyCatalogue(context.loaded);
    await Default.play!(context);
    await expect(iconTransform(context.canvasElement, copy.text.superadmin.panel.nav.logout)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await expect(
      iconTransform(context.canvasElement, copy.text.admin.membershipHistory.title),
    ).toBe('none');
  },
};
