import { ADD_MEMBER_REQUIRED_FIELDS, addMemberMachine } from '@mijas/machines';
import { Button, Card, InlineAlert, Stack, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import { useApi } from '../../../app/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as formStyles from '../../../components/form.css.ts';
import { NewAccountFields } from '../../../components/new-account-fields.tsx';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';
import { useFocusFirstError } from '../../../lib/use-focus-first-error.ts';

export interface AddMemberPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 Add Member: every field required (§5), the country fixed to Jordan, cities of Jordan, searchable
 * nationalities and majors ('Other' asks for the major as text). On failure nothing typed is lost.
 */
export function AddMemberPage({ showHeading = false }: AddMemberPageProps) {
  const text = useText().admin.addMember;
  const flow = useFlow(addMemberMachine, { api: useApi() });
  const values = useSelector(flow, (s) => s.context.values);
  const errors = useSelector(flow, (s) => s.context.fieldErrors);
  const error = useSelector(flow, (s) => s.context.error);
  const notice = useSelector(flow, (s) => s.context.notice);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const form = useRef<HTMLFormElement>(null);
  const submitted = useFocusFirstError(form, errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
    flow.send({ type: 'form.submit' });
  };

  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      <Card>
        <form ref={form} noValidate onSubmit={submit} aria-label={text.title} aria-busy={busy}>
          <Stack gap="xl">
            <Text tone="muted" size="sm">
              {text.required}
            </Text>
            {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
            {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
            <NewAccountFields
              values={values}
              errors={errors}
              busy={busy}
              required={ADD_MEMBER_REQUIRED_FIELDS}
              countryHint={text.countryHint}
              onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
            />
            <div className={formStyles.formActions}>
              <Button type="submit" loading={busy}>
                {busy ? text.submitting : text.submit}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
