/**
 * Enter in a Combobox chooses its first match. On a prerendered page whose code has not run yet, the same key
 * would submit the form instead: the page's waiting code holds it here (`holdComboboxEnter`), and the Combobox,
 * once it runs, makes the choice (`takeHeldEnter`). A module of its own, with no imports: the page's first,
 * smallest script uses it.
 */
const held = new WeakSet<HTMLInputElement>();

/** Holds an Enter pressed in a combobox with text in it (and keeps it from submitting); true if it was one. */
export function holdComboboxEnter(event: KeyboardEvent): boolean {
  const input = event.target;
  if (event.key !== 'Enter' || event.isComposing || !(input instanceof HTMLInputElement))
    return false;
  if (input.getAttribute('role') !== 'combobox' || !input.value.trim()) return false;
  event.preventDefault();
  held.add(input);
  return true;
}

/** True, once, if an Enter was held for this input. */
export function takeHeldEnter(input: HTMLInputElement): boolean {
  return held.delete(input);
}
