import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** The toggle's name while the password is hidden, e.g. 'Show password'. */
  showLabel: string;
  /** The toggle's name while the password shows, e.g. 'Hide password'. */
  hideLabel: string;
  /** Whether the password shows, when the page holds it (a machine's state); else the field keeps its own. */
  visible?: boolean;
  /** The toggle was pressed: the page changes `visible`. */
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a show/hide toggle (a pressed toggle button, reachable by keyboard). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      showLabel,
      hideLabel,
      autoComplete = 'current-password',
      visible: controlled,
      onVisibleChange,
      ...rest
    },
    ref,
  ) {
    const [own, setOwn] = useState(false);
    const visible = controlled ?? own;
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        {...rest}
        endSlot={
          <IconButton
            size="sm"
            label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => {
              setOwn(!visible);
              onVisibleChange?.(!visible);
            }}
            disabled={rest.disabled}
          />
        }
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';
