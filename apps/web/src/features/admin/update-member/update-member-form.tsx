import { messages, type MemberListItem } from '@mijas/api';
import {
  updateMemberMachine,
  updateMemberReturnPath,
  type UpdateMemberField,
} from '@mijas/machines';
import { Button, Card, EmptyState, InlineAlert, Link, Spinner, Stack, Switch } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as formStyles from '../../../components/form.css.ts';
import { useForm } from '../../../lib/use-form.ts';
import { PROFILE_SECTIONS, ProfileFields } from '../../../components/profile-fields.tsx';

type ProfileField = Exclude<UpdateMemberField, 'isActive' | 'otherMajor'>;

/**
 * The member's profile as Update Member shows it (SPEC §2): all but the nationality and the country, the username
 * read-only, the gender required.
 */
const UPDATE_MEMBER_PROFILE_FIELDS = PROFILE_SECTIONS.flatMap(([, fields]) => fields).filter(
  (field): field is ProfileField => field !== 'nationality' && field !== 'country',
);
const GENDER_REQUIRED: ReadonlySet<string> = new Set(['gender']);
const USERNAME_READ_ONLY: ReadonlySet<string> = new Set(['username']);

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
  const flow = useFlow(updateMemberMachine, { api: useApi(), member, memberId, returnTo });
  const back = useSelector(flow, updateMemberReturnPath);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const missing = useSelector(flow, (s) => s.matches('loadFailed'));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(flow, formRef);
  const { values, errors, error, change } = form;
  const saving = form.busy;
  const navigate = useNavigate();

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
            <ProfileFields<ProfileField | 'otherMajor'>
              fields={UPDATE_MEMBER_PROFILE_FIELDS}
              values={values}
              errors={errors}
              busy={saving}
              required={GENDER_REQUIRED}
              readOnly={USERNAME_READ_ONLY}
              hints={{ username: text.hints.username, email: text.hints.email }}
              onChange={(field, value) => change(field)(value)}
            >
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
            </ProfileFields>
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
