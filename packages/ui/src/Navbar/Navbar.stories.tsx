import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Navbar } from './Navbar';

const onLogout = fn();
const anchors = [
  { id: 'home', label: 'Home', href: '#home', active: true },
  { id: 'partners', label: 'Partners', href: '#partners' },
  { id: 'join', label: 'Join', href: '#join' },
];

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
  args: {
    brand: 'MIJAS',
    label: 'Main',
    menuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    items: anchors,
    actions: <Button size="sm">Login</Button>,
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Login' })).toBeVisible();
    // Wide: the links show and the menu button does not.
    await expect(
      within(nav).getByRole('button', { name: 'Open menu', hidden: true }),
    ).not.toBeVisible();
  },
};

export const LoggedInAdmin: Story = {
  args: {
    items: [...anchors, { id: 'panel', label: 'Admin Panel', href: '/admin' }],
    actions: (
      <Button size="sm" variant="outline" onClick={onLogout}>
        Logout
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Partners', hidden: true })).not.toBeVisible();
    await userEvent.click(menuButton);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Partners' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Partners' }));
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
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
  args: { ...MobileMenu.args, actions: <LanguageActions /> },
  parameters: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'العربية' }));
    // Switched in place (the menu, closed, hides it).
    await expect(canvas.getByRole('link', { name: 'العربية', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('group', { name: 'Language', hidden: true })).not.toBeVisible();
  },
};

/** English / العربية, switching in place. */
function LanguageActions() {
  const [language, setLanguage] = useState<'en' | 'ar'>('en');
  return (
    <LanguageSwitch
      label="Language"
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
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
};
