import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Inline, Text } from '../layout/layout';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { RowContextMenu, RowOptionsMenu, type RowMenuItem } from './RowMenu';

const onSelect = fn();

/** The sample items, in a language's copy. */
const itemsIn = ({ rowMenu: copy }: StoryCopy): RowMenuItem[] => [
  { id: 'more', label: copy.moreDetails, onSelect: () => onSelect('more') },
  {
    id: 'disabled',
    label: copy.notForDeactivations,
    onSelect: () => onSelect('disabled'),
    disabled: true,
  },
];

/** One list of items behind both a right-click area and an options button, in the story's language. */
function Demo({ copy }: { copy: StoryCopy }) {
  const items = itemsIn(copy);
  return (
    <Inline gap="lg" align="center">
      <RowContextMenu items={items} label={copy.rowMenu.actions}>
        <div>
          <Card title={copy.rowMenu.renewal} headingLevel={3}>
            <Text tone="muted">{copy.rowMenu.howToOpen}</Text>
          </Card>
        </div>
      </RowContextMenu>
      <RowOptionsMenu items={items} label={copy.rowMenu.options} />
    </Inline>
  );
}

const meta = {
  title: 'Data display/RowMenu',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: RowOptionsMenu,
  parameters: {
    usage: [
      'The actions of one row of a list: the right-click menu and the options button open the same items.',
      '`DataTable` builds both from `rowActions`; use these parts directly only for another layout.',
      'Mark items that take something away as `danger` and let them open a confirmation dialog.',
    ],
  },
  args: { items: itemsIn(storyCopy.en), label: storyCopy.en.rowMenu.options },
  render: (_args, { globals }) => <Demo copy={copyIn(globals)} />,
} satisfies Meta<typeof RowOptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromOptionsButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const { rowMenu: copy } = copyIn(globals);
    onSelect.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: copy.options });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: copy.notForDeactivations }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('more');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const FromRightClick: Story = {
  parameters: { chromatic: { disableSnapshot: false }, screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const { rowMenu: copy } = copyIn(globals);
    const body = within(canvasElement.ownerDocument.body);
    const area = within(canvasElement).getByRole('region', { name: copy.renewal });
    await userEvent.pointer({ keys: '[MouseRight]', target: area });
    await expect(await body.findByRole('menu', { name: copy.actions })).toBeVisible();
  },
};
