import { anonymousAuth, createApiClient } from '@mijas/api';
import { createBrowserStorage, landingFormMachine } from '@mijas/machines';
import { useActorRef } from '@xstate/react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { noteTypedFields, replayTypedFields } from '../../lib/typed-before-hydration.ts';
import type { JoinIntent } from './deferred-join-form.tsx';
import { formApi } from './form-endpoint.ts';
import { JoinForm, type JoinFormHandle } from './join-form.tsx';

/**
 * The prerendered landing's form once its code is here: its own API client (the form needs no session) and
 * local storage. On arrival it takes over what the visitor typed into the prerendered fields, then carries out
 * what they asked meanwhile (the hero's Join Us, a press on its buttons, a submit).
 */
const LiveJoinForm = forwardRef<JoinFormHandle, { intent: JoinIntent }>(function LiveJoinForm(
  { intent },
  ref,
) {
  const [input] = useState(() => ({
    api: formApi(
      createApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '', auth: anonymousAuth }),
      import.meta.env.VITE_FORM_ENDPOINT,
    ),
    storage: createBrowserStorage('local'),
  }));
  const actorRef = useActorRef(landingFormMachine, { input });
  const form = useRef<JoinFormHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      join: () => form.current?.join(),
      element: () => form.current?.element() ?? null,
    }),
    [],
  );

  // eslint-disable-next-line mijas/no-react-state -- code loading: the live form takes over what was typed and pressed before it
  useEffect(() => {
    const element = form.current?.element();
    // What was typed into the prerendered fields, to the form's change handlers (the major's Combobox takes its
    // own text over).
    if (element) replayTypedFields(noteTypedFields(element));
    if (intent.join) form.current?.join();
    // The buttons pressed meanwhile (the same nodes: the form was hydrated over them).
    for (const button of intent.presses.splice(0)) if (button.isConnected) button.click();
    // Through the form's own submit: the same checks, and focus on the first invalid field.
    if (intent.submit) element?.requestSubmit();
    intent.join = false;
    intent.submit = false;
  }, [actorRef, intent]);

  return <JoinForm ref={form} actorRef={actorRef} />;
});

export default LiveJoinForm;

/** The form's messages (the contract's) in the page's language: made so before the form shows. */
export { activateMessages } from '../../i18n/contract-messages.ts';
