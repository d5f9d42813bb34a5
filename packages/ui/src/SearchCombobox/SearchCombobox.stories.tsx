import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchCombobox, type SearchComboboxProps, type SearchSuggestion } from './SearchCombobox';

// A sample of members; in the app a machine asks the server for them as one types.
const members: SearchSuggestion[] = [
  { id: '1', label: 'hamza.obeidat1', description: 'Hamza Obeidat' },
  { id: '2', label: 'hamza.hijazi9', description: 'Hamza Hijazi' },
  { id: '3', label: 'sara.haddad', description: 'Sara Haddad' },
  { id: '4', label: 'new.member', description: null },
];

/**
 * The list as a machine would give it: the members matching the text; `status` while nothing is listed. The
 * story's args are passed through (and its callbacks called), the text and the list held here.
 */
function Demo(args: SearchComboboxProps) {
  const [value, setValue] = useState(args.value);
  const [open, setOpen] = useState(args.open);
  const needle = value.trim().toLowerCase();
  const found = args.busy
    ? []
    : args.suggestions.filter((member) =>
        `${member.label} ${member.description ?? ''}`.toLowerCase().includes(needle),
      );
  return (
    <div style={{ maxInlineSize: '28rem', minBlockSize: '18rem' }}>
      <SearchCombobox
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setOpen(next.trim() !== '');
          args.onValueChange(next);
        }}
        suggestions={found}
        open={open}
        status={args.busy ? 'Loading...' : 'No members found.'}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
        onSelect={(picked) => {
          setValue(picked.label);
          setOpen(false);
          args.onSelect(picked);
        }}
        onClear={() => {
          setValue('');
          setOpen(false);
          args.onClear();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SearchCombobox',
  component: SearchCombobox,
  parameters: {
    usage: [
      'A search box that suggests records as one types (a member by username), the suggestions coming from the server through a machine.',
      "Show the search's `status` and `busy` state; Enter takes the marked suggestion, Escape closes the list and a second Escape empties the box.",
      'For a fixed list of options use `Combobox` or `Select`.',
    ],
  },
  args: {
    label: 'Username',
    listLabel: 'Members',
    clearLabel: 'Clear search',
    placeholder: 'Username or name',
    maxLength: 100,
    value: '',
    open: false,
    suggestions: members,
    onValueChange: fn(),
    onClose: fn(),
    onSelect: fn(),
    onClear: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Username' });

/** Typing lists the matches; no member is marked until the arrows move; Enter chooses the marked one. */
export const ArrowsAndEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement);
    await userEvent.type(input, 'hamza');
    const list = canvas.getByRole('listbox', { name: 'Members' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // It wraps around: the first again.
    const first = within(list).getByRole('option', { name: /hamza\.obeidat1/ });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(members[1]);
    await expect(input).toHaveValue('hamza.hijazi9');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter with nothing marked keeps the typed search and closes the list; Escape closes, then clears. */
export const EnterAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement);
    await userEvent.type(input, 'sara{Enter}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('sara');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.type(input, '.');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('sara.');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/** A click chooses too, and the focus stays in the box. */
export const Click: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'haddad');
    await userEvent.click(canvas.getByRole('option', { name: /sara\.haddad/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(members[2]);
    await expect(box(canvasElement)).toHaveFocus();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No members found.');
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'ham');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Open, with a member marked. */
export const Open: Story = {
  // Its baseline keeps the focus in the box: the list is open only while the box has it (storybook/visual-tests.ts).
  parameters: { chromatic: { disableSnapshot: false }, keepsFocus: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'a');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(box(canvasElement)).toHaveAttribute('aria-activedescendant', expect.any(String)),
    );
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const RightToLeft: Story = { ...Open, globals: { dir: 'rtl' } };
