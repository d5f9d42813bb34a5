import { GENDERS, messages, OTHER_MAJOR, type MemberListItem } from '@mijas/api';
import {
  updateMemberMachine,
  updateMemberReturnPath,
  type UpdateMemberField,
} from '@mijas/machines';
import {
  Button,
  Card,
  Combobox,
  EmptyState,
  InlineAlert,
  Link,
  Select,
  Spinner,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useListNames } from '../../../i18n/list-names.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as formStyles from '../../../components/form.css.ts';
import { useForm } from '../../../lib/use-form.ts';

export interface UpdateMemberFormProps {
  /** The member passed in navigation state (View Members' Edit Member). */
  member: MemberListItem | null;
  /** Else the member's id from `?id=`, loaded from the server. */
  memberId: string | null;
  /** The list it was opened from, with its search and page: where a save or Cancel goes back to. */
  returnTo?: string | null;
}

/**
 * SPEC §2 /update-member 'Update Member': filled from the member passed in navigation state or loaded by `?id=`,
 * saved with PUT /Admin/members/{id} ('Member updated successfully', then /view-members, as the list was left:
 * its search and page); 'No member data found.' when there is nothing to edit.
 */
export function UpdateMemberForm({ member, memberId, returnTo = null }: UpdateMemberFormProps) {
  const text = useText().admin.updateMember;
  const lists = useListNames();
  const flow = useFlow(updateMemberMachine, { api: useApi(), member, memberId, returnTo });
  const back = useSelector(flow, updateMemberReturnPath);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const missing = useSelector(flow, (s) => s.matches('loadFailed'));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(flow, formRef);
  const { values, errors, error, change } = form;
  const saving = form.busy;
  const navigate = useNavigate();

  const input = (field: Exclude<UpdateMemberField, 'isActive'>): Partial<TextFieldProps> => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event) => change(field)(event.currentTarget.value),
  });

  if (loading)
    return (
      <Card>
        <Spinner label={text.loading} showLabel />
      </Card>
    );
  if (missing)
    return (
      <Card>
        <EmptyState
          title={error ?? messages.updateMember.noData}
          action={<Link href={back}>{text.back}</Link>}
        />
      </Card>
    );
  return (
    <Card description={text.description(values.username)}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.submit}
        aria-label={text.title}
        aria-busy={saving}
      >
        <Stack gap="xl">
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
          <fieldset className={formStyles.fieldset} disabled={saving}>
            <div className={formStyles.formGrid}>
              <TextField
                label={text.fields.username}
                name="username"
                value={values.username}
                readOnly
                hint={text.hints.username}
              />
              <TextField
                label={text.fields.email}
                type="email"
                autoComplete="off"
                spellCheck={false}
                hint={text.hints.email}
                {...input('email')}
              />
              <TextField label={text.fields.firstName} autoComplete="off" {...input('firstName')} />
              <TextField label={text.fields.lastName} autoComplete="off" {...input('lastName')} />
              <TextField
                label={text.fields.phoneNumber}
                type="tel"
                autoComplete="off"
                placeholder={text.placeholders.phoneNumber}
                {...input('phoneNumber')}
              />
              <Select
                label={text.fields.gender}
                name="gender"
                placeholder={text.placeholders.gender}
                options={GENDERS.map((code) => ({ value: code, label: text.genders[code] }))}
                value={values.gender}
                onValueChange={change('gender')}
                error={errors.gender}
                required
                disabled={saving}
              />
              <TextField label={text.fields.dateOfBirth} type="date" {...input('dateOfBirth')} />
              <Select
                label={text.fields.city}
                name="city"
                placeholder={text.placeholders.city}
                options={lists.cityOptions}
                value={values.city}
                onValueChange={change('city')}
                error={errors.city}
                disabled={saving}
              />
              <div className={formStyles.fullRow}>
                <TextField label={text.fields.addressDetails} {...input('addressDetails')} />
              </div>
              <div className={formStyles.fullRow}>
                <Combobox
                  label={text.fields.major}
                  name="major"
                  placeholder={text.placeholders.major}
                  options={lists.majorOptions}
                  value={values.major}
                  onValueChange={change('major')}
                  emptyText={messages.createAdmin.noMajors}
                  error={errors.major}
                  disabled={saving}
                  otherOption={OTHER_MAJOR}
                  otherLabel={text.fields.otherMajor}
                  otherHint={errors.otherMajor ? undefined : messages.createAdmin.customMajorHint}
                  otherError={errors.otherMajor}
                  otherValue={values.otherMajor}
                  onOtherValueChange={change('otherMajor')}
                />
              </div>
              <div className={formStyles.fullRow}>
                <Stack gap="xs">
                  <Switch
                    label={text.fields.isActive}
                    name="isActive"
                    checked={values.isActive}
                    onCheckedChange={change('isActive')}
                    disabled={saving}
                  />
                  <span className={formStyles.hint}>{text.hints.isActive}</span>
                </Stack>
              </div>
            </div>
          </fieldset>
          <div className={formStyles.formActions}>
            <Button type="button" variant="ghost" onClick={() => void navigate(back)}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {form.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
