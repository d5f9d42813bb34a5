import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copyIn, storyCopy, type StoryCopy } from '../storybook/story-copy';
import { SearchCombobox, type SearchComboboxProps, type SearchSuggestion } from './SearchCombobox';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.searchCombobox;

// A sample of members (usernames and names: the same in every language); in the app a machine asks the server for them as one types.
const members: SearchSuggestion[] = [
  { id: '1', label: 'hamza.obeidat1', description: 'Hamza Obeidat' },
  { id: '2', label: 'hamza.hijazi9', description: 'Hamza Hijazi' },
  { id: '3', label: 'sara.haddad', description: 'Sara Haddad' },
  { id: '4', label: 'new.member', description: null },
];

/**
 * The list as a machine would give it: the members matching the text; `status` while nothing is listed, in the
 * story's language (`copy`). The story's args are passed through (and its callbacks called), the text and the
 * list held here.
 */
function Demo({ copy, ...args }: SearchComboboxProps & { copy: StoryCopy['searchCombobox'] }) {
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
        status={args.busy ? copy.loading : copy.noMembers}
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
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: SearchCombobox,
  parameters: {
    usage: [
      'A search box that suggests records as one types (a member by username), the suggestions coming from the server through a machine.',
      "Show the search's `status` and `busy` state; Enter takes the marked suggestion, Escape closes the list and a second Escape empties the box.",
      'For a fixed list of options use `Combobox` or `Select`.',
    ],
  },
  args: {
    label: copy.username,
    listLabel: copy.members,
    clearLabel: copy.clearSearch,
    placeholder: copy.placeholder,
    maxLength: 100,
    value: '',
    open: false,
    suggestions: members,
    onValueChange: fn(),
    onClose: fn(),
    onSelect: fn(),
    onClear: fn(),
  },
  render: (args, { globals }) => <Demo {...args} copy={copyIn(globals).searchCombobox} />,
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search box, by its label in the story's language. */
const box = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('combobox', { name: copyIn(globals).searchCombobox.username });

/** Typing lists the matches; no member is marked until the arrows move; Enter chooses the marked one. */
export const ArrowsAndEnter: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement, globals);
    await userEvent.type(input, 'hamza');
    const list = canvas.getByRole('listbox', { name: copyIn(globals).searchCombobox.members });
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
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement, globals);
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
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement, globals), 'haddad');
    await userEvent.click(canvas.getByRole('option', { name: /sara\.haddad/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(members[2]);
    await expect(box(canvasElement, globals)).toHaveFocus();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement, globals), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copyIn(globals).searchCombobox.noMembers,
    );
    await expect(box(canvasElement, globals)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement, globals), 'ham');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copyIn(globals).searchCombobox.loading,
    );
  },
};

/** Open, with a member marked. */
export const Open: Story = {
  // Its baseline keeps the focus in the box: the list is open only while the box has it (storybook/visual-tests.ts).
  parameters: { chromatic: { disableSnapshot: false }, keepsFocus: true },
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(box(canvasElement, globals), 'a');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(box(canvasElement, globals)).toHaveAttribute(
        'aria-activedescendant',
        expect.any(String),
      ),
    );
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const RightToLeft: Story = { ...Open, globals: { dir: 'rtl' } };
