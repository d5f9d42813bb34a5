import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { readableControls } from './readable-controls.ts';

/** The argTypes Storybook's controls get for `args` (those docgen lists: all but `children`), after ours. */
function controlsFor(args: Record<string, unknown>) {
  const argTypes = Object.fromEntries(
    Object.keys(args)
      .filter((name) => name !== 'children')
      .map((name) => [name, { name, control: { type: 'object' } }]),
  );
  const enhanced = readableControls({ initialArgs: args, argTypes } as never);
  return Object.fromEntries(Object.entries(enhanced).map(([name, type]) => [name, type.control]));
}

describe('readable controls (the preview’s argTypesEnhancers)', () => {
  it('offers no control for a component, an element or code: the docs page would show $$typeof or minified code', () => {
    expect(
      controlsFor({
        children: createElement('p', null, 'Extend the membership'),
        footer: [createElement('button', { key: 1 }), createElement('button', { key: 2 })],
        signIn: fromPromise(async () => ({ ok: true })),
        machine: createMachine({ id: 'x' }),
        flows: { load: fromPromise(async () => 1) },
      }),
    ).toEqual({ children: false, footer: false, signIn: false, machine: false, flows: false });
  });

  it('keeps the controls of plain values: strings, numbers, booleans, JSON data', () => {
    expect(
      controlsFor({
        title: 'Renew Membership',
        open: true,
        size: 2,
        labels: { region: 'Notifications', dismiss: 'Dismiss' },
        rows: [{ id: 1, name: 'alice' }],
      }),
    ).toEqual({
      title: { type: 'object' },
      open: { type: 'object' },
      size: { type: 'object' },
      labels: { type: 'object' },
      rows: { type: 'object' },
    });
  });

  it('runs after Storybook infers the controls (a second pass)', () => {
    expect((readableControls as { secondPass?: boolean }).secondPass).toBe(true);
  });
});
