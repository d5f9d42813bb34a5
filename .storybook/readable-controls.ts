// Readable controls: an arg whose value is a component, a React element or code (a page story's fake actors, an
// XState machine, a dialog's `children`) gets no control. Storybook's object control would show it as JSON: a
// designer read `$$typeof` in Dialog's table and minified XState code in the pages'. Its row stays, with its
// type and description; the story's value is what it renders with.
import type { ArgTypesEnhancer } from 'storybook/internal/types';

/** Code or React's elements somewhere in `value` (a few levels deep: args are small). */
function holdsCode(value: unknown, depth = 0): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null || depth > 4) return false;
  if ('$$typeof' in value) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  // A class's instance (an actor's logic, a machine) is code, not data.
  if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null)
    return true;
  return Object.values(value).some((inner) => holdsCode(inner, depth + 1));
}

export const readableControls: ArgTypesEnhancer = Object.assign(
  ({ argTypes, initialArgs }: Parameters<ArgTypesEnhancer>[0]) => {
    const enhanced = { ...argTypes };
    for (const [name, value] of Object.entries(initialArgs)) {
      // A function alone (an `fn()` spy, a callback) has no control anyway: the Actions panel shows its calls.
      if (typeof value !== 'object' || value === null || !holdsCode(value)) continue;
      // An arg docgen does not list (`children`, typed in React's own types) is added: Storybook infers its type
      // after this and keeps what is given here.
      enhanced[name] = { ...(argTypes[name] ?? { name }), control: false as const };
    }
    return enhanced;
  },
  // After Storybook's inference of the controls, which gives an object arg its JSON control.
  { secondPass: true },
);
