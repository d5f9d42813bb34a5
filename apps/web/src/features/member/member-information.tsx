import { contactFormOf, type MemberContactFormRef } from '@mijas/machines';
import { fullName, OTHER_MAJOR, type MemberSelf } from '@mijas/api';
import {
  Badge,
  Button,
  Card,
  Combobox,
  DescriptionList,
  type DescriptionItem,
  Isolate,
  EmptyState,
  Inline,
  InlineAlert,
  Select,
  Spinner,
  Stack,
  TextField,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useText } from '../../i18n/index.ts';
import { nameOf, useListNames, useValueNames, type ValueNames } from '../../i18n/list-names.ts';
import { useForm } from '../../lib/use-form.ts';
import { useFormat, type Formats } from '../../lib/format.ts';
import type { MemberProfileRef } from './membership-card.tsx';

/**
 * SPEC §2 Member Information: the member's own record, read-only, with 'Failed to load member data' or
 * 'No member data found' (SPEC §8). Beyond the original, the contact details (phone, city, address, major)
 * can be edited here; nothing typed is lost when saving fails.
 */
export function MemberInformation({ actorRef }: { actorRef: MemberProfileRef }) {
  const { member: text, common } = useText();
  const names = useValueNames();
  const format = useFormat();
  const member = useSelector(actorRef, (s) => s.context.member);
  const error = useSelector(actorRef, (s) => s.context.memberError);
  const loading = useSelector(actorRef, (s) => s.matches({ member: 'loading' }));
  const empty = useSelector(actorRef, (s) => s.matches({ member: 'empty' }));
  const viewing = useSelector(actorRef, (s) => s.matches({ member: { loaded: 'viewing' } }));
  // The form's rules on their way (the first Edit): the button stays, busy.
  const opening = useSelector(actorRef, (s) => s.matches({ member: { loaded: 'opening' } }));
  const contactForm = useSelector(actorRef, contactFormOf);
  const editing = contactForm !== undefined;
  const notice = useSelector(actorRef, (s) => s.context.editNotice);
  const editError = useSelector(actorRef, (s) => s.context.editError);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back from the form (saved or cancelled): focus returns to the button that opened it.
  const wasEditing = useRef(false);
  // eslint-disable-next-line mijas/no-react-state -- focus: back to the Edit button when the form closes
  useEffect(() => {
    if (wasEditing.current && viewing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, viewing]);

  const retry = (
    <Button variant="outline" onClick={() => actorRef.send({ type: 'profile.reload' })}>
      {text.profile.retry}
    </Button>
  );
  if (loading)
    return (
      <Card title={text.profile.cardTitle}>
        <Spinner label={text.profile.loading} showLabel />
      </Card>
    );
  if (empty || !member)
    return (
      <Card title={text.profile.cardTitle}>
        {empty ? (
          <EmptyState title={error ?? ''} action={retry} />
        ) : (
          <Stack gap="md">
            <InlineAlert tone="error">{error}</InlineAlert>
            <Inline>{retry}</Inline>
          </Stack>
        )}
      </Card>
    );
  return (
    <Stack gap="lg">
      {contactForm ? (
        <ContactForm flow={contactForm} onCancel={() => actorRef.send({ type: 'edit.cancel' })} />
      ) : null}
      {viewing && notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
      {viewing && editError ? <InlineAlert tone="error">{editError}</InlineAlert> : null}
      <Card
        title={text.profile.cardTitle}
        actions={
          viewing || opening ? (
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              loading={opening}
              onClick={() => actorRef.send({ type: 'edit.start' })}
            >
              {text.profile.edit}
            </Button>
          ) : null
        }
      >
        <DescriptionList
          fallback={common.notAvailable}
          items={informationItems(member, text.profile, common.gender, names, format)}
        />
      </Card>
    </Stack>
  );
}

function informationItems(
  member: MemberSelf,
  text: ReturnType<typeof useText>['member']['profile'],
  gender: ReturnType<typeof useText>['common']['gender'],
  names: ValueNames,
  format: Formats,
): DescriptionItem[] {
  const fields = text.fields;
  return [
    { term: fields.username, value: member.username, isolate: true },
    {
      term: fields.email,
      value: (
        <Inline gap="sm" wrap>
          <Isolate>{member.email}</Isolate>
          {member.emailIsVerified ? (
            <Badge tone="success">{text.verified}</Badge>
          ) : (
            <Badge tone="neutral">{text.notVerified}</Badge>
          )}
        </Inline>
      ),
    },
    { term: fields.fullName, value: fullName(member), isolate: true },
    {
      term: fields.gender,
      value: member.gender === 'M' || member.gender === 'F' ? gender[member.gender] : null,
    },
    {
      term: fields.dateOfBirth,
      value: member.dateOfBirth ? (
        <time dateTime={member.dateOfBirth}>{format.date(member.dateOfBirth)}</time>
      ) : null,
    },
    { term: fields.major, value: nameOf(member.major, names.major) },
    { term: fields.phoneNumber, value: member.phoneNumber, isolate: 'ltr' },
    { term: fields.nationality, value: nameOf(member.nationality, names.country) },
    { term: fields.country, value: nameOf(member.country, names.country) },
    { term: fields.city, value: nameOf(member.city, names.city) },
    { term: fields.address, value: member.addressDetails, isolate: true },
  ];
}

/** The member's contact details as a form: phone, city (Jordan), address, major (with Other as free text). */
function ContactForm({ flow, onCancel }: { flow: MemberContactFormRef; onCancel: () => void }) {
  const text = useText().member.edit;
  const lists = useListNames();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(flow, formRef);
  const { values, errors, error, change } = form;
  const saving = form.busy;
  const phone = useRef<HTMLInputElement>(null);
  // eslint-disable-next-line mijas/no-react-state -- focus: the first field when the form opens
  useEffect(() => phone.current?.focus(), []);
  return (
    <Card title={text.title} description={text.description}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.submit}
        aria-busy={saving || undefined}
        style={{ maxInlineSize: '40rem' }}
      >
        <Stack gap="lg">
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
          <TextField
            ref={phone}
            label={text.phoneNumber}
            type="tel"
            name="phoneNumber"
            autoComplete="tel"
            inputMode="tel"
            required
            hint={text.phoneHint}
            error={errors.phoneNumber}
            value={values.phoneNumber}
            readOnly={saving}
            onChange={(event) => change('phoneNumber')(event.target.value)}
          />
          <Select
            label={text.city}
            name="city"
            required
            options={lists.cityOptions}
            placeholder={text.cityPlaceholder}
            error={errors.city}
            value={values.city}
            disabled={saving}
            onValueChange={change('city')}
          />
          <TextField
            label={text.address}
            name="addressDetails"
            autoComplete="street-address"
            required
            error={errors.addressDetails}
            value={values.addressDetails}
            readOnly={saving}
            onChange={(event) => change('addressDetails')(event.target.value)}
          />
          <Combobox
            label={text.major}
            name="major"
            required
            options={lists.majorOptions}
            placeholder={text.majorPlaceholder}
            emptyText={text.majorsEmpty}
            error={errors.major}
            value={values.major}
            onValueChange={change('major')}
            disabled={saving}
            otherOption={OTHER_MAJOR}
            otherLabel={text.otherMajor}
            // The hint and the error say the same: show the error alone.
            otherHint={errors.otherMajor ? undefined : text.otherMajorHint}
            otherError={errors.otherMajor}
            otherValue={values.otherMajor}
            onOtherValueChange={change('otherMajor')}
          />
          <Inline gap="sm" wrap>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              {form.submitLabel}
            </Button>
            <Button variant="outline" disabled={saving} onClick={onCancel}>
              {text.cancel}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
