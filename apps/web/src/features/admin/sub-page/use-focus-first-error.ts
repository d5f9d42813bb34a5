import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit, moves the focus to the first field the form marks invalid (`aria-invalid`), so a keyboard or
 * screen-reader user lands on what needs fixing. Returns the function to call when the form is submitted.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: unknown) {
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, form]);
  return () => {
    submitted.current = true;
  };
}
