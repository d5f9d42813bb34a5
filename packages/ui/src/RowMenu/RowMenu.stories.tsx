import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Inline, Text } from '../layout/layout';
import { RowContextMenu, RowOptionsMenu, type RowMenuItem } from './RowMenu';

const onSelect = fn();
const items: RowMenuItem[] = [
  { id: 'more', label: 'More Details', onSelect: () => onSelect('more') },
  {
    id: 'disabled',
    label: 'Not for deactivation rows',
    onSelect: () => onSelect('disabled'),
    disabled: true,
  },
];

/** One list of items behind both a right-click area and an options button. */
function Demo() {
  return (
    <Inline gap="lg" align="center">
      <RowContextMenu items={items} label="Actions for renewal 1042">
        <div>
          <Card title="Renewal 1042" headingLevel={3}>
            <Text tone="muted">Right-click here, or focus and press Shift+F10.</Text>
          </Card>
        </div>
      </RowContextMenu>
      <RowOptionsMenu items={items} label="Options for renewal 1042" />
    </Inline>
  );
}

const meta = {
  title: 'Data display/RowMenu',
  component: RowOptionsMenu,
  parameters: {
    usage: [
      'The actions of one row of a list: the right-click menu and the options button open the same items.',
      '`DataTable` builds both from `rowActions`; use these parts directly only for another layout.',
      'Mark items that take something away as `danger` and let them open a confirmation dialog.',
    ],
  },
  args: { items, label: 'Options for renewal 1042' },
  render: () => <Demo />,
} satisfies Meta<typeof RowOptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromOptionsButton: Story = {
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Options for renewal 1042' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Not for deactivation rows' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('more');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const FromRightClick: Story = {
  parameters: { chromatic: { disableSnapshot: false }, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = within(canvasElement).getByRole('region', { name: 'Renewal 1042' });
    await userEvent.pointer({ keys: '[MouseRight]', target: area });
    await expect(await body.findByRole('menu', { name: 'Actions for renewal 1042' })).toBeVisible();
  },
};
