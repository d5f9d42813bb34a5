import {
  FORM_TYPES,
  LANDING_FORM_MESSAGE_MAX,
  listOptions,
  OTHER_MAJOR,
  type FormType,
} from '@mijas/api';
import type { landingFormMachine, LandingField } from '@mijas/machines';
import {
  Button,
  Card,
  Combobox,
  InlineAlert,
  SegmentedControl,
  Stack,
  Text,
  TextAreaField,
  TextField,
} from '@mijas/ui/landing';
import { useSelector } from '@xstate/react';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMessages } from '../../i18n/index.ts';
import { useLandingLanguage, useLandingText } from '../../i18n/landing.ts';
import * as styles from './landing.css.ts';

type LandingFormActor = ActorRefFrom<typeof landingFormMachine>;

/** What the page can do with the form. */
export interface JoinFormHandle {
  /** The hero's Join Us: the form switches to Join Us and takes focus. */
  join: () => void;
  /** The form element (the prerendered landing reads what was typed before the form came alive). */
  element: () => HTMLFormElement | null;
}

/**
 * The Join Us / Inquiry form (SPEC §2, §5) on `landingFormMachine`: the machine validates, applies the
 * 2-per-type-per-24-hours limit and chooses every message; this is layout and wiring.
 */
export const JoinForm = forwardRef<JoinFormHandle, { actorRef: LandingFormActor }>(
  function JoinForm({ actorRef }, ref) {
    const text = useLandingText().landing.form;
    const messages = useMessages();
    const type = useSelector(actorRef, (s) => s.context.type);
    const sent = useSelector(actorRef, (s) => s.matches('sent'));
    const notice = useSelector(actorRef, (s) => s.context.notice);
    const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
    const error = useSelector(actorRef, (s) => s.context.error);
    const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
    const formRef = useRef<HTMLFormElement>(null);
    const sentRef = useRef<HTMLDivElement>(null);
    const pendingFocus = useRef(false);

    useImperativeHandle(
      ref,
      () => ({
        join: () => {
          if (actorRef.getSnapshot().context.type !== 'Join Us')
            actorRef.send({ type: 'type.change', value: 'Join Us' });
          // A press made before the form's code came is carried out when it comes: by then the visitor may be
          // typing in one of its fields. The focus stays there (moving it would close the major's list and drop
          // what was typed in it).
          const form = formRef.current;
          if (form && !form.contains(form.ownerDocument.activeElement))
            form.focus({ preventScroll: true });
        },
        element: () => formRef.current,
      }),
      [actorRef],
    );

    // The fields leave the page once it is sent: focus goes to the result instead of being lost.
    // eslint-disable-next-line mijas/no-react-state -- focus: to the result once the form is sent
    useEffect(() => {
      if (sent) sentRef.current?.focus();
    }, [sent]);

    // After a submit the machine turned down, focus goes to the first invalid field, else to the message.
    // eslint-disable-next-line mijas/no-react-state -- focus: to the first invalid field after a refused submit
    useEffect(() => {
      if (!pendingFocus.current) return;
      pendingFocus.current = false;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, [fieldErrors, error]);

    function submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (busy || sent) return;
      pendingFocus.current = true;
      actorRef.send({ type: 'form.submit' });
    }

    return (
      <div className={styles.formWrap}>
        <Card>
          <form
            ref={formRef}
            // Were the browser to send it itself (before the page's code ran), no value lands in an address.
            method="post"
            tabIndex={-1}
            className={styles.focusTarget}
            aria-label={text.formLabel}
            aria-busy={busy || undefined}
            noValidate
            onSubmit={submit}
          >
            <Stack gap="lg">
              <SegmentedControl<FormType>
                label={text.typeLabel}
                options={FORM_TYPES.map((value) => ({ value, label: text.types[value] }))}
                value={type}
                onValueChange={(value) => actorRef.send({ type: 'type.change', value })}
                disabled={busy}
                fullWidth
              />
              {sent ? (
                <div ref={sentRef} tabIndex={-1} className={styles.focusTarget}>
                  <Stack gap="lg">
                    <InlineAlert tone="success" title={text.sentTitle}>
                      {notice ?? messages.api.formReceived}
                    </InlineAlert>
                    <Button variant="outline" onClick={() => actorRef.send({ type: 'form.reset' })}>
                      {text.sendAnother}
                    </Button>
                  </Stack>
                </div>
              ) : (
                <JoinFields actorRef={actorRef} />
              )}
              {!sent && error ? (
                <InlineAlert tone="error" title={text.failedTitle}>
                  {error}
                </InlineAlert>
              ) : null}
              {sent ? null : (
                <Button type="submit" size="lg" fullWidth loading={busy}>
                  {busy ? text.submitting : text.submit[type]}
                </Button>
              )}
            </Stack>
          </form>
        </Card>
      </div>
    );
  },
);

function JoinFields({ actorRef }: { actorRef: LandingFormActor }) {
  const text = useLandingText().landing.form;
  const messages = useMessages();
  // The majors named in the page's language (their names come with the form's messages: `activateMessages`).
  const { locale } = useLandingLanguage();
  const majorOptions = useMemo(() => listOptions('major', locale), [locale]);
  const values = useSelector(actorRef, (s) => s.context.values);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const change = (field: LandingField) => (value: string) =>
    actorRef.send({ type: 'field.change', field, value });

  return (
    <>
      <Text tone="muted" size="sm">
        {text.required}
      </Text>
      <div className={styles.fieldRow}>
        <TextField
          label={text.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={fieldErrors.name}
          readOnly={busy}
          onChange={(event) => change('name')(event.target.value)}
        />
        <TextField
          label={text.email}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          error={fieldErrors.email}
          readOnly={busy}
          onChange={(event) => change('email')(event.target.value)}
        />
      </div>
      <TextField
        label={text.mobile}
        name="mobile"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={text.mobileHint}
        value={values.mobile}
        error={fieldErrors.mobile}
        readOnly={busy}
        onChange={(event) => change('mobile')(event.target.value)}
      />
      <Combobox
        label={text.major}
        name="major"
        required
        options={majorOptions}
        value={values.major}
        onValueChange={change('major')}
        placeholder={text.majorPlaceholder}
        emptyText={messages.createAdmin.noMajors}
        error={fieldErrors.major}
        disabled={busy}
        otherOption={OTHER_MAJOR}
        otherLabel={text.otherMajor}
        otherHint={fieldErrors.otherMajor ? undefined : messages.createAdmin.customMajorHint}
        otherError={fieldErrors.otherMajor}
        otherValue={values.otherMajor}
        onOtherValueChange={change('otherMajor')}
      />
      <TextAreaField
        label={text.message}
        name="message"
        rows={4}
        dir="auto"
        hint={
          fieldErrors.message
            ? undefined
            : messages.landingForm.messageHint(LANDING_FORM_MESSAGE_MAX)
        }
        value={values.message}
        error={fieldErrors.message}
        readOnly={busy}
        onChange={(event) => change('message')(event.target.value)}
      />
    </>
  );
}
