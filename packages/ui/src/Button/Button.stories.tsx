import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckIcon } from '../icons/icons';
import { Inline, Stack } from '../layout/layout';
import { composite, contrast, parseColor, wcag, type Rgb } from '../theme/contrast';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { Button } from './Button';

/** The sample labels, written in English; a story in Arabic shows (and its play function reads) Arabic. */
const copy = storyCopy.en.button;
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Actions/Button',
  // Run in Arabic too by `pnpm test` (storybook-ar): its labels are the stories' copy (story-copy-button.ts).
  tags: ['arabic'],
  component: Button,
  parameters: {
    usage: [
      '`solid` is the main action of a view (Save Changes, Login, Renew): one per form or dialog, at its end.',
      '`outline` for a second action beside it (Cancel), `ghost` for quiet ones (Clear), `danger` for actions that take something away (Deactivate Member), usually behind a confirmation.',
      'Use `loading` while the action runs: the button keeps its look, shows a spinner and cannot be pressed twice. Use `disabled` only for an action that is unavailable; it turns a flat grey in every variant.',
      'Labels are verbs in Title Case from the message catalogue. To go to another page, use `Link`; for an icon alone, `IconButton`.',
    ],
  },
  args: { children: copy.joinUs, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: copyIn(globals).button.joinUs,
    });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = { args: { variant: 'outline', children: copy.cancel } };
export const Ghost: Story = { args: { variant: 'ghost', children: copy.clear } };
export const Danger: Story = { args: { variant: 'danger', children: copy.deactivateMember } };

/** Every variant in every size, and each variant unavailable, for review (and the visual baseline). */
export const Gallery: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <Stack gap="lg" align="flex-start">
      {buttonSizes.map((size) => (
        <Inline key={size}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} size={size} disabled>
            disabled
          </Button>
          <Button {...args} size={size} loading>
            loading
          </Button>
        </Inline>
      ))}
      <Inline>
        {buttonVariants.map((variant) => (
          <Button key={variant} {...args} variant={variant} disabled>
            {variant} disabled
          </Button>
        ))}
      </Inline>
    </Stack>
  ),
};

export const WithIcon: Story = { args: { icon: <CheckIcon />, children: copy.saveChanges } };

export const Focused: Story = {
  args: { children: copy.login },
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: copyIn(globals).button.login }),
    ).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: copy.setNewPassword },
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: copyIn(globals).button.setNewPassword,
    });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: copy.loggingIn },
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: copyIn(globals).button.loggingIn,
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The colour a box is seen in: its fill over what is behind it, with the opacities on the way. */
function seenFill(element: Element): Rgb {
  const layers: { rgb: Rgb; alpha: number }[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const fill = parseColor(style.backgroundColor);
    layers.push({ rgb: fill.rgb, alpha: fill.alpha * Number(style.opacity) });
    if (layers.at(-1)!.alpha === 1) break;
  }
  return layers.reduceRight<Rgb>((under, layer) => composite(layer, under), [255, 255, 255]);
}

/** The colour a button's label is seen in, on its own fill. */
function seenText(element: Element): Rgb {
  const text = parseColor(getComputedStyle(element).color);
  return composite(
    { rgb: text.rgb, alpha: text.alpha * Number(getComputedStyle(element).opacity) },
    seenFill(element),
  );
}

/**
 * The main action and the same action unavailable, side by side: the primary is a clear fill (3:1 against the
 * page) with its label at 4.5:1; the unavailable one is a flat grey, far from the primary's fill, not a paler
 * primary.
 */
export const PrimaryAndDisabled: Story = {
  args: { children: copy.saveChanges },
  render: (args) => (
    <Inline>
      <Button {...args} />
      <Button {...args} disabled />
    </Inline>
  ),
  play: async ({ canvasElement, globals }) => {
    const [primary, unavailable] = within(canvasElement).getAllByRole('button', {
      name: copyIn(globals).button.saveChanges,
    }) as [HTMLElement, HTMLElement];
    const page = seenFill(primary.parentElement!);
    const fill = seenFill(primary);
    await expect(contrast(seenText(primary), fill)).toBeGreaterThanOrEqual(wcag.text);
    await expect(contrast(fill, page)).toBeGreaterThanOrEqual(wcag.large);

    await expect(unavailable).toBeDisabled();
    const grey = seenFill(unavailable);
    await expect(contrast(grey, fill)).toBeGreaterThanOrEqual(wcag.large);
    // Grey, not a tint of the green: its channels stay within a few steps of each other.
    await expect(Math.max(...grey) - Math.min(...grey)).toBeLessThanOrEqual(6);
    await expect(contrast(seenText(unavailable), grey)).toBeGreaterThanOrEqual(wcag.large);
    await expect(getComputedStyle(unavailable).cursor).toBe('not-allowed');
  },
};

export const PrimaryAndDisabledDark: Story = { ...PrimaryAndDisabled, globals: { theme: 'dark' } };

/** Busy is not unavailable: a loading primary keeps its fill. */
export const LoadingKeepsTheFill: Story = {
  args: { children: copy.saveChanges },
  render: (args) => (
    <Inline>
      <Button {...args} />
      <Button {...args} loading />
    </Inline>
  ),
  play: async ({ canvasElement, globals }) => {
    const [idle, busy] = within(canvasElement).getAllByRole('button', {
      name: copyIn(globals).button.saveChanges,
    }) as [HTMLElement, HTMLElement];
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(seenFill(busy)).toEqual(seenFill(idle));
  },
};

export const FullWidthLongLabel: Story = {
  args: { fullWidth: true, children: copy.sendResetLink },
};

export const Dark: Story = { ...Gallery, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { icon: <CheckIcon />, children: 'انضم إلينا' },
  globals: { dir: 'rtl' },
};
