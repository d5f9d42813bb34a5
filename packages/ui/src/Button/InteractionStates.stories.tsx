import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { expect, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { iconButtonVariants } from '../IconButton/IconButton.css';
import { MoreIcon } from '../icons/icons';
import { Link } from '../Link/Link';
import { linkVariants } from '../Link/Link.css';
import { copyIn, type StoryCopy } from '../storybook/story-copy';
import { Button } from './Button';
import { buttonVariants } from './Button.css';

/** The sheet's copy in a language. */
type Copy = StoryCopy['interactionStates'];

/**
 * The interactive components' states side by side, for designers: at rest, hovered, focused from the keyboard,
 * pressed and disabled. The states are forced by storybook-addon-pseudo-states (`parameters.pseudo`: it copies
 * each `:hover`, `:focus-visible` and `:active` rule of the page's styles to a class it puts on the elements
 * named), so the sheet shows the components' own styles, not copies of them.
 */
const states = ['rest', 'hover', 'focus', 'active', 'disabled'] as const;
type State = (typeof states)[number];

interface Row {
  /** The component and its variant, as the code names them: the same in every language. */
  name: string;
  render: (id: string, state: State, copy: Copy) => ReactNode;
  /** States the component has no such thing as (a link is never disabled). */
  without?: State[];
}

const rows: Row[] = [
  ...buttonVariants.map((variant): Row => ({
    name: `Button ${variant}`,
    render: (id, state, copy) => (
      <Button id={id} variant={variant} disabled={state === 'disabled'}>
        {copy.saveChanges}
      </Button>
    ),
  })),
  ...iconButtonVariants.map((variant): Row => ({
    name: `IconButton ${variant}`,
    render: (id, state, copy) => (
      <IconButton
        id={id}
        variant={variant}
        label={copy.options}
        icon={<MoreIcon />}
        disabled={state === 'disabled'}
      />
    ),
  })),
  ...linkVariants.map((variant): Row => ({
    name: `Link ${variant}`,
    render: (id, _state, copy) => (
      <Link id={id} href="#interaction-states" variant={variant}>
        {copy.membershipHistory}
      </Link>
    ),
    without: ['disabled'],
  })),
];

const cellId = (row: Row, state: State) => `${row.name.replace(/\s+/g, '-')}-${state}`;
const idsIn = (...wanted: State[]) =>
  rows.flatMap((row) =>
    wanted
      .filter((state) => !row.without?.includes(state))
      .map((state) => `#${cellId(row, state)}`),
  );

function StatesSheet({ copy }: { copy: Copy }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>{copy.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.component}</th>
          {states.map((state) => (
            <th key={state} scope="col" style={{ paddingInline: 12, textAlign: 'start' }}>
              {copy.states[state]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: 16, fontWeight: 500 }}>
              {row.name}
            </th>
            {states.map((state) => (
              <td key={state} style={{ paddingInline: 12, paddingBlock: 8 }}>
                {row.without?.includes(state) ? '—' : row.render(cellId(row, state), state, copy)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Actions/Interaction States',
  parameters: {
    usage: [
      "Each action's look at rest, hovered, focused from the keyboard (the focus ring), pressed and disabled, side by side: the states are forced with the components' own styles, so this sheet changes when they do.",
      'A pressed Button or IconButton looks hovered: they have no style of their own for `:active`.',
      'Toggle a state on any story with the toolbar\'s pseudo-states menu (the "Pseudo states" button).',
    ],
    pseudo: {
      // The page, not Storybook's root alone: a test runner renders the story elsewhere.
      rootSelector: 'body',
      hover: idsIn('hover', 'active'),
      focusVisible: idsIn('focus'),
      active: idsIn('active'),
    },
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  render: (_args, { globals }) => <StatesSheet copy={copyIn(globals).interactionStates} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {
  play: async ({ canvasElement, id }) => {
    // The addon rewrites the page's styles when Storybook says the story rendered (after this function) or its
    // globals changed (the addon sets them from `parameters.pseudo`); a test runner says neither, so the story
    // says it (in Storybook the message goes to the manager and the rewrite comes with the globals).
    addons.getChannel().emit(STORY_RENDERED, id);
    const look = (row: string, state: State) =>
      getComputedStyle(canvasElement.querySelector(`#${row}-${state}`)!);
    // The forced states show the components' own styles: a hovered solid Button takes its hover colour, a
    // focused one its focus ring; the cell at rest has neither.
    await waitFor(
      () =>
        expect(look('Button-solid', 'hover').backgroundColor).not.toBe(
          look('Button-solid', 'rest').backgroundColor,
        ),
      { timeout: 5_000 },
    );
    await expect(look('Button-solid', 'active').backgroundColor).toBe(
      look('Button-solid', 'hover').backgroundColor,
    );
    await expect(look('Button-solid', 'rest').outlineStyle).toBe('none');
    await expect(look('Button-solid', 'focus').outlineStyle).toBe('solid');
    await expect(look('IconButton-ghost', 'hover').backgroundColor).not.toBe(
      look('IconButton-ghost', 'rest').backgroundColor,
    );
    await expect(look('Link-inline', 'focus').outlineStyle).toBe('solid');
  },
};
