import { NEW_ACCOUNT_FIELDS, type NewAccountField } from '@mijas/machines';
import { OTHER_MAJOR } from '@mijas/api';
import { UIProvider } from '@mijas/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en.ts';
import { ProfileFields, type ProfileFieldsProps } from './profile-fields.tsx';

type Props = ProfileFieldsProps<NewAccountField>;

/** Every field empty, as a form machine starts. */
const EMPTY = Object.fromEntries(NEW_ACCOUNT_FIELDS.map((field) => [field, ''])) as Props['values'];

function show({ values, ...props }: Partial<Props> & Pick<Props, 'fields'>) {
  const onChange = vi.fn();
  render(
    <UIProvider toastLabels={en.common.ui.toasts}>
      <ProfileFields
        values={{ ...EMPTY, ...values }}
        errors={{}}
        busy={false}
        onChange={onChange}
        {...props}
      />
    </UIProvider>,
  );
  return onChange;
}

/** The accessible names of the form's controls, in the order they stand. */
const names = () =>
  [...document.querySelectorAll('input, button[role="combobox"]')]
    .filter((control) => control.getAttribute('type') !== 'hidden' && !control.closest('[hidden]'))
    .map((control) => control.id && document.querySelector(`label[for="${control.id}"]`))
    .map((label) => (label ? label.textContent?.replace('*', '').trim() : null));

describe('ProfileFields', () => {
  it('shows the fields a form asks for, in its order, in the account form’s words or its own', () => {
    show({
      fields: ['phoneNumber', 'city', 'addressDetails', 'major'],
      labels: { major: 'Major/Field' },
      required: new Set(['phoneNumber', 'city', 'addressDetails', 'major']),
      own: true,
    });
    expect(names()).toEqual(['Phone Number', 'City', 'Address Details', 'Major/Field']);
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute(
      'autocomplete',
      'tel',
    );
    expect(screen.getByRole('textbox', { name: /Address Details/ })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toBeRequired();
    expect(screen.queryByRole('textbox', { name: /Username/ })).toBeNull();
  });

  it('marks the required, read-only and invalid fields, with their hints and messages', () => {
    show({
      fields: ['username', 'email', 'gender', 'country'],
      values: { username: 'hamza', email: 'hamza@' },
      errors: { email: 'Enter a valid email address.' },
      required: new Set(['gender']),
      readOnly: new Set(['username']),
      hints: { username: 'Cannot be changed.', country: 'Members are registered in Jordan.' },
    });
    const username = screen.getByRole('textbox', { name: /Username/ });
    expect(username).toHaveValue('hamza');
    expect(username).toHaveAttribute('readonly');
    expect(username).not.toHaveAttribute('dir');
    expect(username).toHaveAccessibleDescription('Cannot be changed.');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: /Gender/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('Jordan');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveAccessibleDescription(
      'Members are registered in Jordan.',
    );
  });

  it('disables every control while the form is sent', () => {
    show({ fields: ['username', 'firstName', 'city'], busy: true });
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /City/ })).toBeDisabled();
  });

  it('reports each change; a username is typed left to right', async () => {
    const onChange = show({ fields: ['username', 'firstName'] });
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAttribute('dir', 'ltr');
    await userEvent.setup().type(screen.getByRole('textbox', { name: /First Name/ }), 'H');
    expect(onChange).toHaveBeenCalledWith('firstName', 'H');
  });

  it('asks for the major as text when it is Other', () => {
    show({
      fields: ['major'],
      values: { major: OTHER_MAJOR, otherMajor: 'Acoustics' },
      errors: { otherMajor: 'Type your major.' },
    });
    const other = screen.getByRole('textbox', { name: /Your major/ });
    expect(other).toHaveValue('Acoustics');
    expect(other).toHaveAccessibleDescription('Type your major.');
  });
});
