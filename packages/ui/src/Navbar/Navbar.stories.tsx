import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { copyIn, storyCopy, translated, type StoryCopy } from '../storybook/story-copy';
import { Navbar } from './Navbar';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.navbar;

const onLogout = fn();
const anchors = [
  { id: 'home', label: copy.home, href: '#home', active: true },
  { id: 'partners', label: copy.partners, href: '#partners' },
  { id: 'join', label: copy.join, href: '#join' },
];

type Render = NonNullable<Meta<typeof Navbar>['render']>;

/**
 * The navbar in the story's language: its items' labels (objects with flags and handlers, which `argsIn` passes
 * on as they are) and its `actions`, elements made in it.
 */
const inLanguage =
  (actions: (copy: StoryCopy['navbar'], globals: Record<string, unknown>) => ReactNode): Render =>
  (args, { globals }) => {
    const language = copyIn(globals);
    return (
      <Navbar
        {...args}
        items={args.items.map((item) => ({ ...item, label: translated(item.label, language) }))}
        actions={actions(language.navbar, globals)}
      />
    );
  };

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  parameters: {
    bleed: true,
    usage: [
      "The top bar of the public pages: the brand, links to the landing's sections and one action (Login, or the panel and Logout when signed in).",
      'On a phone the links fold behind a menu button; keep them to a few short words.',
      'Dashboards use `AppShell` instead.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    // A name: the same in both languages.
    brand: 'MIJAS',
    label: copy.label,
    menuLabel: copy.openMenu,
    closeMenuLabel: copy.closeMenu,
    items: anchors,
    actions: <Button size="sm">{copy.login}</Button>,
  },
  render: inLanguage((navbar) => <Button size="sm">{navbar.login}</Button>),
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { navbar: copy } = copyIn(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: copy.label });
    await expect(within(nav).getByRole('link', { name: copy.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: copy.login })).toBeVisible();
    // Wide: the links show and the menu button does not.
    await expect(
      within(nav).getByRole('button', { name: copy.openMenu, hidden: true }),
    ).not.toBeVisible();
  },
};

export const LoggedInAdmin: Story = {
  args: {
    items: [...anchors, { id: 'panel', label: copy.adminPanel, href: '/admin' }],
    actions: (
      <Button size="sm" variant="outline" onClick={onLogout}>
        {copy.logout}
      </Button>
    ),
  },
  render: inLanguage((navbar) => (
    <Button size="sm" variant="outline" onClick={onLogout}>
      {navbar.logout}
    </Button>
  )),
  play: async ({ canvasElement, globals }) => {
    const { navbar: copy } = copyIn(globals);
    onLogout.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: copy.adminPanel })).toHaveAttribute(
      'href',
      '/admin',
    );
    await userEvent.click(canvas.getByRole('button', { name: copy.logout }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the links fold behind a menu button. */
export const MobileMenu: Story = {
  args: {
    // Scroll targets as actions, so the test does not navigate the page.
    items: anchors.map(({ href: _href, ...item }) => ({ ...item, onSelect: fn() })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '360px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { navbar: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: copy.openMenu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('button', { name: copy.partners, hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(menuButton);
    await expect(canvas.getByRole('button', { name: copy.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: copy.partners })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.partners }));
    await expect(canvas.getByRole('button', { name: copy.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * The phone menu closes once an action in it is used: the language switch (the page changes language in place,
 * and the open menu covered it, issue 30), as a link does.
 */
export const MobileMenuClosesAfterLanguageSwitch: Story = {
  ...MobileMenu,
  args: { ...MobileMenu.args, actions: <LanguageActions copy={copy} start="en" /> },
  render: inLanguage((navbar, globals) => (
    <LanguageActions copy={navbar} start={globals.locale === 'ar' ? 'ar' : 'en'} />
  )),
  parameters: {},
  play: async ({ canvasElement, globals }) => {
    const { navbar: copy } = copyIn(globals);
    // The other language than the story's, by its own name.
    const other = globals.locale === 'ar' ? 'English' : 'العربية';
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.openMenu }));
    await expect(canvas.getByRole('button', { name: copy.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: other }));
    // Switched in place (the menu, closed, hides it).
    await expect(canvas.getByRole('link', { name: other, hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: copy.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      canvas.getByRole('group', { name: copy.language, hidden: true }),
    ).not.toBeVisible();
  },
};

/** English / العربية, each by its own name, switching in place from `start`. */
function LanguageActions({ copy, start }: { copy: StoryCopy['navbar']; start: 'en' | 'ar' }) {
  const [language, setLanguage] = useState(start);
  return (
    <LanguageSwitch
      label={copy.language}
      languages={[
        { value: 'en', name: 'English' },
        { value: 'ar', name: 'العربية' },
      ]}
      value={language}
      onValueChange={setLanguage}
      hrefOf={(value) => `?lang=${value}`}
    />
  );
}

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: {
    brand: 'ميجاس',
    items: [
      { id: 'home', label: 'الرئيسية', href: '#home', active: true },
      { id: 'partners', label: 'الشركاء', href: '#partners' },
      { id: 'join', label: 'انضم', href: '#join' },
    ],
    actions: <Button size="sm">تسجيل الدخول</Button>,
  },
  // Its own Arabic args, as written, in any language.
  render: (args) => <Navbar {...args} />,
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
};
