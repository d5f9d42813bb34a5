/**
 * Enter in a combobox chooses its first match once the page's code runs. Pressed before (the prerendered
 * landing, still without its code), it would submit the form instead: it is held here, and the form's code
 * makes the choice when it takes over (live-join-form.tsx).
 */
const held = new WeakSet<HTMLInputElement>();

/** Holds an Enter pressed in a combobox (and keeps it from submitting); true if it was one. */
export function holdComboboxEnter(event: KeyboardEvent): boolean {
  const input = event.target;
  if (event.key !== 'Enter' || event.isComposing || !(input instanceof HTMLInputElement))
    return false;
  if (input.getAttribute('role') !== 'combobox' || !input.value.trim()) return false;
  event.preventDefault();
  held.add(input);

  return true;
}

/** True once if an Enter was held for this input. */
export function takeHeldChoice(input: HTMLInputElement): boolean {
  return held.delete(input);
}
