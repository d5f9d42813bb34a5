/**
 * Text typed into a prerendered page before its code ran. React adopts the page's nodes as they are when it
 * hydrates, and keeps what the visitor typed on screen, but its state still holds the values it rendered: the
 * first keystroke after would fix that, a submit before it would send the old values. So the typed text is noted
 * (just before hydrating, or right after: React keeps the rendered value as the field's default) and handed to
 * the fields' change handlers once the page runs. Used by the app's hydration (boot.tsx) and by the landing's
 * form, hydrated when its code comes (live-join-form.tsx).
 */
export interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement;
  /** What the page was rendered with (the field's default value). */
  rendered: string;
  typed: string;
}

const UNTYPED = new Set([
  'checkbox',
  'radio',
  'hidden',
  'submit',
  'reset',
  'button',
  'file',
  'image',
]);

/**
 * The text fields in `container` whose value is no longer what the page was rendered with. A combobox is left
 * out: the design system's Combobox takes its own typed text (its search) and a held Enter over itself.
 */
export function noteTypedFields(container: ParentNode): TypedField[] {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([role="combobox"]), textarea',
  );
  return [...fields]
    .filter((field) => !(field instanceof HTMLInputElement && UNTYPED.has(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, rendered: field.defaultValue, typed: field.value }));
}

/**
 * Once the page runs: each noted field fires an `input` event from the value the page rendered to the typed one,
 * so React calls its `onChange` with it. Text typed since the note (while the code started) wins over the note.
 */
export function replayTypedFields(typed: readonly TypedField[]): void {
  for (const { field, rendered, typed: noted } of typed) {
    if (!field.isConnected) continue;
    const value = field.value !== rendered ? field.value : noted;
    const focused = field.ownerDocument.activeElement === field;
    const selection = focused ? selectionOf(field) : null;
    // Through the element's own property (React watches it): the value it rendered...
    field.value = rendered;
    // ...then, past React's watch, the typed value, and the event React's change handling reads.
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (selection) field.setSelectionRange(selection[0], selection[1]);
  }
}

/** The caret of a focused field (null where the type has none, e.g. an email field). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
