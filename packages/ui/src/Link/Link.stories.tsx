import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../layout/layout';
import { UIProvider } from '../Provider/UIProvider';
import { useUI, type LinkComponentProps } from '../Provider/context';
import { copyIn, filled, storyCopy, type StoryCopy } from '../storybook/story-copy';
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

/**
 * A provider of the fake router link around a story: in the story's direction (the frame's; a provider's own is
 * left to right), with the toaster's words, which the app gives from its catalogue, in the story's language.
 */
function WithRouterLink({ copy, children }: { copy: StoryCopy; children: ReactNode }) {
  const { dir } = useUI();
  return (
    <UIProvider linkComponent={FakeRouterLink} dir={dir} toastLabels={copy.toast.labels}>
      {children}
    </UIProvider>
  );
}

const meta = {
  title: 'Actions/Link',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: Link,
  parameters: {
    usage: [
      "Goes somewhere: another page (through the app's router), an anchor on the page, or an external site.",
      'Mark links to other sites with `external`: they open in a new tab, outside the router.',
      'To do something (save, open a dialog), use a `Button`, even if it should look quiet (`ghost`).',
    ],
  },
  args: { href: '/forgot', children: storyCopy.en.link.forgotPassword },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [
    (Story, { globals }) => (
      <WithRouterLink copy={copyIn(globals)}>
        <Story />
      </WithRouterLink>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThroughTheRouter: Story = {
  play: async ({ canvasElement, globals }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', {
      name: copyIn(globals).link.forgotPassword,
    });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/forgot');
  },
};

export const Variants: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args, { globals }) => (
    <Stack gap="sm" align="flex-start">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {filled(copyIn(globals).link.backToHome, { variant })}
        </Link>
      ))}
    </Stack>
  ),
};

export const AnchorAndExternal: Story = {
  render: (_args, { globals }) => {
    const { link: copy } = copyIn(globals);
    return (
      <Stack gap="sm" align="flex-start">
        <Link href="#join">{copy.joinOnThisPage}</Link>
        <Link href="https://example.org" external>
          {copy.partnerSite}
        </Link>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { link: copy } = copyIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: copy.joinOnThisPage })).not.toHaveAttribute(
      'data-router-link',
    );
    await expect(canvas.getByRole('link', { name: copy.partnerSite })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
