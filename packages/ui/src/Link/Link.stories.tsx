import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../layout/layout';
import { UIProvider } from '../Provider/UIProvider';
import type { LinkComponentProps } from '../Provider/context';
import { Link } from './Link';
import { linkVariants } from './Link.css';

const navigate = fn();

/** Stands in for the app's router link: it receives `href` and navigates without reloading. */
const FakeRouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function FakeRouterLink(
  { href, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      data-router-link
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});

/** The toaster's words, which the app gives from its catalogue. */
const toastLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss',
};

const meta = {
  title: 'Actions/Link',
  component: Link,
  parameters: {
    usage: [
      "Goes somewhere: another page (through the app's router), an anchor on the page, or an external site.",
      'Mark links to other sites with `external`: they open in a new tab, outside the router.',
      'To do something (save, open a dialog), use a `Button`, even if it should look quiet (`ghost`).',
    ],
  },
  args: { href: '/forgot', children: 'Forgot Password?' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [
    (Story) => (
      <UIProvider linkComponent={FakeRouterLink} toastLabels={toastLabels}>
        <Story />
      </UIProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThroughTheRouter: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Forgot Password?' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/forgot');
  },
};

export const Variants: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <Stack gap="sm" align="flex-start">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant}: Back to Home
        </Link>
      ))}
    </Stack>
  ),
};

export const AnchorAndExternal: Story = {
  render: () => (
    <Stack gap="sm" align="flex-start">
      <Link href="#join">Join (scrolls on this page)</Link>
      <Link href="https://example.org" external>
        Partner site
      </Link>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Join/ })).not.toHaveAttribute(
      'data-router-link',
    );
    await expect(canvas.getByRole('link', { name: 'Partner site' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
