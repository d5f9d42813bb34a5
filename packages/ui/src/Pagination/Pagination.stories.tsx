import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { copyIn, filled, storyCopy } from '../storybook/story-copy';
import { Pagination } from './Pagination';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.pagination;

const meta = {
  title: 'Data display/Pagination',
  component: Pagination,
  parameters: {
    usage: [
      'Moves through the pages of a long list, under its `DataTable`.',
      'It renders nothing for a single page, so it can always be placed.',
      'Give it a `label` naming the list (Member list pages): a page may hold more than one.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    page: 1,
    pageCount: 5,
    onPageChange: fn(),
    label: copy.label,
    pageLabel: (page) => filled(copy.page, { page }),
  },
  // Each page's name, a function (which `argsIn` passes on as it is), in the story's language.
  render: function Render(args, { globals }) {
    const [page, setPage] = useState(args.page);
    const { pagination } = copyIn(globals);
    return (
      <Pagination
        {...args}
        pageLabel={(each) => filled(pagination.page, { page: each })}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ args, canvasElement, globals }) => {
    const { pagination: copy } = copyIn(globals);
    const pageNamed = (page: number) => ({ name: filled(copy.page, { page }) });
    const nav = within(canvasElement).getByRole('navigation', { name: copy.label });
    await expect(within(nav).getAllByRole('button')).toHaveLength(5);
    await expect(within(nav).getByRole('button', pageNamed(1))).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', pageNamed(3)));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(within(nav).getByRole('button', pageNamed(3))).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The current page is not a navigation.
    await userEvent.click(within(nav).getByRole('button', pageNamed(3)));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const OnePageIsHidden: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const ManyPages: Story = { args: { pageCount: 24, page: 12 } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { page: 2 } };
