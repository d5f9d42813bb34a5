import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, MenuIcon, MoreIcon } from '../icons/icons';
import { Inline } from '../layout/layout';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { IconButton } from './IconButton';
import { iconButtonSizes, iconButtonVariants } from './IconButton.css';

const meta = {
  title: 'Actions/IconButton',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: IconButton,
  parameters: {
    usage: [
      "An action shown by an icon alone where space is short and the icon is familiar: a row's options, closing a panel, the phone menu.",
      'Its `label` is required: it names the button for screen readers and shows as its tooltip.',
      'When a word would be clearer, use a `Button` with `icon` and a label instead.',
    ],
  },
  args: { label: storyCopy.en.iconButton.options, icon: <MoreIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: copyIn(globals).iconButton.options,
    });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Gallery: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args, { globals }) => (
    <Inline>
      {iconButtonVariants.map((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={variant + size}
            {...args}
            variant={variant}
            size={size}
            // The props' values, as the code writes them.
            label={`${variant} ${size}`}
          />
        )),
      )}
      <IconButton {...args} icon={<MenuIcon />} label={copyIn(globals).iconButton.openMenu} />
      <IconButton
        {...args}
        icon={<CloseIcon />}
        label={copyIn(globals).iconButton.close}
        disabled
      />
    </Inline>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
