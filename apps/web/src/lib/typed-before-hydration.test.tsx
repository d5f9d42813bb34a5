import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteTypedFields, replayTypedFields } from './typed-before-hydration.ts';

function Field({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <input
        aria-label="name"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue(event.target.value);
        }}
      />
      <input aria-label="remember" type="checkbox" defaultChecked={false} />
    </>
  );
}

describe('text typed before hydration', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  async function page(onValue: (value: string) => void) {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Field onValue={onValue} />);
    document.body.append(container);
    const [name, remember] = container.querySelectorAll('input');
    return {
      name: name!,
      remember: remember!,
      hydrate: () =>
        act(() => {
          root = hydrateRoot(container, <Field onValue={onValue} />);
        }),
    };
  }

  it('notes text fields only, and only those whose text changed', async () => {
    const { name, remember } = await page(() => {});
    expect(noteTypedFields(container)).toEqual([]);
    name.value = 'Sara';
    remember.checked = true;
    expect(noteTypedFields(container)).toEqual([{ field: name, rendered: '', typed: 'Sara' }]);
  });

  it("hands the typed text to the field's change handler, keeping the caret", async () => {
    const onValue = vi.fn();
    const { name, hydrate } = await page(onValue);
    name.focus();
    name.value = 'Sara';
    name.setSelectionRange(2, 2);
    const typed = noteTypedFields(container);
    await hydrate();
    // Hydrated, React's state still holds what it rendered: nothing has told it otherwise.
    expect(onValue).not.toHaveBeenCalled();
    act(() => replayTypedFields(typed));
    expect(onValue).toHaveBeenCalledExactlyOnceWith('Sara');
    expect(name.value).toBe('Sara');
    expect([name.selectionStart, name.selectionEnd]).toEqual([2, 2]);
  });

  it('prefers text typed after the note (while the code started) to the note', async () => {
    const onValue = vi.fn();
    const { name, hydrate } = await page(onValue);
    name.value = 'Sa';
    const typed = noteTypedFields(container);
    name.value = 'Sara';
    await hydrate();
    act(() => replayTypedFields(typed));
    expect(onValue).toHaveBeenCalledExactlyOnceWith('Sara');
  });
});
