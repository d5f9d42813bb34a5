import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit, moves the focus to the first field the form marks invalid (`aria-invalid`), so a keyboard or
 * screen-reader user lands on what needs fixing: at once when the machine refuses the values, or when the
 * server's answer names a field. Returns the function to call when the form is submitted.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: unknown) {
  const submitted = useRef(false);
  // eslint-disable-next-line mijas/no-react-state -- focus: to the first invalid field after a submit
  useEffect(() => {
    if (!submitted.current) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    submitted.current = false;
    invalid.focus();
  }, [errors, form]);
  return () => {
    submitted.current = true;
  };
}
