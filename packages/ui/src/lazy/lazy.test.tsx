import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Counts the imports of the Radix modules a page loads only when a dialog or a select is first used (issue 32).
const imported = vi.hoisted(() => ({ dialog: 0, select: 0 }));
vi.mock('../Dialog/DialogModal', async (original) => {
  imported.dialog += 1;
  return original();
});
vi.mock('../Select/SelectControl', async (original) => {
  imported.select += 1;
  return original();
});

const { Dialog, preloadDialog } = await import('../Dialog/Dialog');
const { Select } = await import('../Select/Select');

// jsdom does not scroll; Radix's Select scrolls its chosen option into view when it opens.
Element.prototype.scrollIntoView ??= () => undefined;

describe("overlays' code loads when first used", () => {
  it('a closed dialog loads nothing; opened, it shows its frame busy until its code comes', async () => {
    const props = { onOpenChange: () => undefined, title: 'Replace my card', closeLabel: 'Close' };
    const { rerender } = render(<Dialog {...props} open={false} />);
    expect(imported.dialog).toBe(0);
    expect(document.body.querySelector('[aria-busy="true"]')).toBeNull();

    rerender(<Dialog {...props} open />);
    expect(document.body.querySelector('[aria-busy="true"]')).toHaveTextContent('Replace my card');
    // The code's arrival, awaited in act (React retries the suspended dialog in act's queue).
    await act(() => preloadDialog());
    expect(await screen.findByRole('dialog', { name: 'Replace my card' })).toBeInTheDocument();
    expect(imported.dialog).toBe(1);
    expect(document.body.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("a select is a stand-in trigger until used; Enter on it loads Radix's and opens the list", async () => {
    render(
      <Select
        label="Search by"
        placeholder="Choose a field"
        options={['Email', 'Username']}
        value=""
        onValueChange={() => undefined}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Search by' });
    expect(trigger).toHaveTextContent('Choose a field');
    expect(imported.select).toBe(0);

    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(imported.select).toBe(1);
    expect(screen.getByRole('option', { name: 'Username' })).toBeInTheDocument();
  });
});
