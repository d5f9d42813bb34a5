import type { FormActorRef, NewAccountField, NewAccountValues } from '@mijas/machines';
import { Button, Card, InlineAlert, Stack, Text } from '@mijas/ui';
import { useRef } from 'react';
import { useText } from '../i18n/index.ts';
import { useForm } from '../lib/use-form.ts';
import * as formStyles from './form.css.ts';
import { PROFILE_SECTIONS, ProfileFields } from './profile-fields.tsx';

export interface NewAccountFormProps {
  /** The form's machine (Add Member or Create Admin). */
  flow: FormActorRef<NewAccountValues>;
  /** Names the form (its landmark). */
  title: string;
  /** A line above the fields, e.g. which are required. */
  lead?: string;
  /** The fields that must be filled (Add Member: all; Create Admin: SPEC §5's six). */
  required: ReadonlySet<NewAccountField>;
  /** Why the country cannot be changed. */
  countryHint: string;
  /** A way back beside the submit button (e.g. Back to the application): its words, whether it is open now. */
  back?: { label: string; enabled: boolean; onBack: () => void };
}

/**
 * A whole account form in its card: the outcome, the fields, the submit button (busy while sending). After a
 * submit, the focus goes to the first field the machine or the server marked.
 */
export function NewAccountForm({
  flow,
  title,
  lead,
  required,
  countryHint,
  back,
}: NewAccountFormProps) {
  const text = useText().accountForm;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(flow, formRef);
  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.submit}
        aria-label={title}
        aria-busy={form.busy}
      >
        <Stack gap="xl">
          {lead ? (
            <Text tone="muted" size="sm">
              {lead}
            </Text>
          ) : null}
          {form.notice ? <InlineAlert tone="success">{form.notice}</InlineAlert> : null}
          {form.error ? <InlineAlert tone="error">{form.error}</InlineAlert> : null}
          {PROFILE_SECTIONS.map(([section, fields]) => (
            <fieldset key={section} className={formStyles.fieldset} disabled={form.busy}>
              <legend className={formStyles.legend}>{text.sections[section]}</legend>
              <ProfileFields
                fields={fields}
                values={form.values}
                errors={form.errors}
                busy={form.busy}
                required={required}
                hints={{ country: countryHint }}
                onChange={(field, value) => form.change(field)(value)}
              />
            </fieldset>
          ))}
          <div className={formStyles.formActions}>
            {back ? (
              <Button type="button" variant="ghost" disabled={!back.enabled} onClick={back.onBack}>
                {back.label}
              </Button>
            ) : null}
            <Button type="submit" loading={form.busy}>
              {form.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
