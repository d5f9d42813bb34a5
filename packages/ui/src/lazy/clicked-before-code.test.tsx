import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RowOptionsMenu } from '../RowMenu/RowMenu';
import { Select } from '../Select/Select';

// jsdom neither scrolls nor captures the pointer; Radix's Select does both when opened.
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// Found in CI (the e2e's 'Search by' never listed its options): pressed on a panel's prerendered page before its
// code ran, the press was held and carried out once the page ran, as a click no pointer made (`element.click()`);
// the stand-in opened only on a pointer's press or a key, so nothing opened. A screen reader's activation is the
// same click. (Each stand-in here is clicked before its control's code has been asked for: a file of its own.)

it("a select's stand-in clicked with no pointer press loads the select's code and opens it", async () => {
  render(
    <Select
      label="Search by"
      placeholder="Choose a field"
      options={['Email', 'Username']}
      value=""
      onValueChange={() => undefined}
    />,
  );
  act(() => screen.getByRole('combobox', { name: 'Search by' }).click());
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Username' })).toBeInTheDocument();
});

it("a row's options button clicked with no pointer press loads the menus' code and opens its menu", async () => {
  render(
    <RowOptionsMenu
      label="Options for alice"
      items={[{ id: 'more', label: 'More Details', onSelect: () => undefined }]}
    />,
  );
  act(() => screen.getByRole('button', { name: 'Options for alice' }).click());
  expect(await screen.findByRole('menu', { name: 'Options for alice' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'More Details' })).toBeInTheDocument();
});
