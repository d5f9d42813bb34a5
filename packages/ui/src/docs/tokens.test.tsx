import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrast, grade } from '../theme/contrast';
import { pairings } from '../theme/pairings';
import { darkColors, lightColors } from '../theme/palette';
import { colorRoles } from '../theme/roles';
import { ColorRoles, ContrastPairs } from './tokens';

describe('the colour token page', () => {
  it('shows every role with its purpose and its colour in both themes', () => {
    render(<ColorRoles />);
    const rows = within(screen.getByRole('table', { name: 'Colour roles' })).getAllByRole('row');
    expect(rows).toHaveLength(Object.keys(colorRoles).length + 1);
    const primary = rows.find((row) => within(row).queryByRole('rowheader', { name: 'primary' }))!;
    expect(within(primary).getByText(colorRoles.primary)).toBeInTheDocument();
    expect(
      within(primary).getByRole('img', { name: `Light: ${lightColors.primary}` }),
    ).toBeVisible();
    expect(within(primary).getByRole('img', { name: `Dark: ${darkColors.primary}` })).toBeVisible();
  });

  it('shows each pair with the ratio and mark computed from the palette of each theme', () => {
    const { container } = render(<ContrastPairs />);
    expect(
      within(screen.getByRole('table', { name: 'Contrast of each pair' })).getAllByRole('row'),
    ).toHaveLength(pairings.length + 1);
    for (const [theme, colors] of [
      ['Light', lightColors],
      ['Dark', darkColors],
    ] as const) {
      for (const { fg, bg, use } of pairings) {
        const ratio = contrast(colors[fg], colors[bg]);
        const cell = container.querySelector(`[data-theme="${theme}"][data-pair="${fg}/${bg}"]`);
        expect(cell).toHaveTextContent(`${ratio.toFixed(2)}:1${grade(ratio, use)}`);
      }
    }
  });
});
