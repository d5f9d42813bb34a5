import { formSubmitLabel, type FieldOf, type FormActorRef, type FormValues } from '@mijas/machines';
import { useSelector } from '@xstate/react';
import type { FormEvent, RefObject } from 'react';
import { useFocusFirstError } from './use-focus-first-error.ts';

/**
 * What a page renders of a form machine (`createFormMachine`) and how it sends to it: the values, the messages
 * per field and for the form, busy while it is sent, the button's words; `change(field)` for a control's
 * handler, and `submit` for the `<form>` (`form`, the page's ref to it), which moves the focus to the first
 * field the machine or the server marked. The rules and the messages are the machine's.
 */
export function useForm<V extends FormValues>(
  flow: FormActorRef<V>,
  form: RefObject<HTMLFormElement | null>,
) {
  const errors = useSelector(flow, (s) => s.context.fieldErrors);
  const submitted = useFocusFirstError(form, errors);
  return {
    values: useSelector(flow, (s) => s.context.values),
    errors,
    notice: useSelector(flow, (s) => s.context.notice),
    error: useSelector(flow, (s) => s.context.error),
    busy: useSelector(flow, (s) => s.hasTag('busy')),
    submitLabel: useSelector(flow, formSubmitLabel),
    change:
      <F extends FieldOf<V>>(field: F) =>
      (value: V[F]) =>
        flow.send({ type: 'field.change', field, value }),
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted();
      flow.send({ type: 'form.submit' });
    },
  };
}
