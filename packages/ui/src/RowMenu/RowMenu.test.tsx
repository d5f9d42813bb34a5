import { fireEvent, render, screen } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isContextMenuKey, RowContextMenu } from './RowMenu';

const key = (init: Partial<KeyboardEvent>) => init as KeyboardEvent;

describe('row menus', () => {
  it('knows the keys that open a context menu', () => {
    expect(isContextMenuKey(key({ key: 'ContextMenu', shiftKey: false }))).toBe(true);
    expect(isContextMenuKey(key({ key: 'F10', shiftKey: true }))).toBe(true);
    expect(isContextMenuKey(key({ key: 'F10', shiftKey: false }))).toBe(false);
    expect(isContextMenuKey(key({ key: 'Enter', shiftKey: true }))).toBe(false);
  });

  it('makes the row focusable and opens its menu from the keyboard', async () => {
    const onSelect = vi.fn();
    render(
      <RowContextMenu
        items={[{ id: 'more', label: 'More Details', onSelect }]}
        label="Actions for 1042"
      >
        <div>Renewal 1042</div>
      </RowContextMenu>,
    );
    const row = screen.getByText('Renewal 1042');
    expect(row).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(row, { key: 'F10', shiftKey: true });
    expect(await screen.findByRole('menu', { name: 'Actions for 1042' })).toBeInTheDocument();
  });

  it('leaves a row without actions as it is', () => {
    render(
      <RowContextMenu items={[]} label="Actions">
        <div>Deactivation 7</div>
      </RowContextMenu>,
    );
    expect(screen.getByText('Deactivation 7')).not.toHaveAttribute('tabindex');
  });
});
