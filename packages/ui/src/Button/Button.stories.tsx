import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckIcon } from '../icons/icons';
import { Inline, Stack } from '../layout/layout';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Join Us', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Join Us' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = { args: { variant: 'outline', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Deactivate Member' } };

/** Every variant in every size, for review (and the visual baseline). */
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
    </Stack>
  ),
};

export const WithIcon: Story = { args: { icon: <CheckIcon />, children: 'Save Changes' } };

export const Focused: Story = {
  args: { children: 'LOGIN' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'LOGIN' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Set New Password' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Set New Password' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Logging in...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthLongLabel: Story = {
  args: { fullWidth: true, children: 'Send Reset Link to the email address on your account' },
};

export const Dark: Story = { ...Gallery, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { icon: <CheckIcon />, children: 'انضم إلينا' },
  globals: { dir: 'rtl' },
};
