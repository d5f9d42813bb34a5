import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import { holdComboboxEnter } from './held-enter';

const options = ['Civil Engineering', 'Computer Engineering', 'Electrical Engineering', 'Other'];

function Harness({ onValueChange = () => {} }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const [other, setOther] = useState('');
  return (
    <Combobox
      label="Major"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      emptyText="No majors found"
      placeholder="Type to search..."
      otherOption="Other"
      otherLabel="Your major"
      otherValue={other}
      onOtherValueChange={setOther}
    />
  );
}

describe('Combobox', () => {
  it('filters as you type and points aria-activedescendant at the active option', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Major' });
    await userEvent.type(input, 'comp');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Computer Engineering',
    ]);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
  });

  it('wraps around with the arrow keys and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Major' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('Other');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty text and keeps the value when nothing matches', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Major' });
    await userEvent.type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No majors found');
    expect(input).not.toHaveAttribute('aria-controls');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}{Escape}');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('asks for free text only when Other is chosen', async () => {
    render(<Harness />);
    expect(screen.queryByRole('textbox', { name: 'Your major' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Major' }));
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your major' }), 'Biomedical');
    expect(screen.getByRole('textbox', { name: 'Your major' })).toHaveValue('Biomedical');
  });

  it('keeps text typed before its code ran (a prerendered page) as the search, open if focused', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Major' });
    input.focus();
    input.value = 'elec';

    const root = await act(async () => hydrateRoot(container, <Harness />));
    expect(input).toHaveValue('elec');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Electrical Engineering',
    ]);
    // Typing on goes on from there; and Enter chooses.
    await userEvent.type(input, 'tr{Enter}');
    expect(input).toHaveValue('Electrical Engineering');
    act(() => root.unmount());
    container.remove();
  });

  it('chooses the first match for an Enter held before its code ran, as Enter does after', async () => {
    const onValueChange = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Major' });
    input.value = 'elec';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    input.addEventListener('keydown', (event) => holdComboboxEnter(event), { once: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);

    const root = await act(async () =>
      hydrateRoot(container, <Harness onValueChange={onValueChange} />),
    );
    expect(onValueChange).toHaveBeenCalledWith('Electrical Engineering');
    expect(input).toHaveValue('Electrical Engineering');
    expect(screen.queryByRole('listbox')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('shows named options by their name, finds them by name or value, and gives the value', async () => {
    const majors = [
      { value: 'Civil Engineering', label: 'الهندسة المدنية' },
      { value: 'Law', label: 'القانون' },
      { value: 'Other', label: 'أخرى' },
    ];
    function Named({ onValueChange }: { onValueChange: (value: string) => void }) {
      const [value, setValue] = useState('');
      return (
        <Combobox
          label="التخصص"
          options={majors}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValueChange(next);
          }}
          otherOption="Other"
          otherLabel="تخصصك"
          emptyText="لا توجد تخصصات"
          placeholder="اكتب للبحث..."
        />
      );
    }
    const onValueChange = vi.fn();
    render(<Named onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'التخصص' });
    await userEvent.type(input, 'قانون');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['القانون']);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Law');
    expect(input).toHaveValue('القانون');

    await userEvent.clear(input);
    await userEvent.type(input, 'civil');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'الهندسة المدنية',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'الهندسة المدنية' }));
    expect(onValueChange).toHaveBeenLastCalledWith('Civil Engineering');

    await userEvent.clear(input);
    await userEvent.type(input, 'أخرى{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Other');
    expect(screen.getByRole('textbox', { name: 'تخصصك' })).toBeInTheDocument();
  });

  it('shows a value set from outside instead of what was being typed', async () => {
    function Outside() {
      const [value, setValue] = useState('');
      return (
        <>
          <Combobox
            label="Major"
            options={options}
            value={value}
            onValueChange={setValue}
            emptyText="No majors found"
            placeholder="Type to search..."
          />
          <button type="button" onClick={() => setValue('Civil Engineering')}>
            Set
          </button>
        </>
      );
    }
    render(<Outside />);
    const input = screen.getByRole('combobox', { name: 'Major' });
    await userEvent.type(input, 'comp');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(input).toHaveValue('Civil Engineering');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
