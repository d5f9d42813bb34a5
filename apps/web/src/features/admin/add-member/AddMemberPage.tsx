import {
  ADD_MEMBER_REQUIRED_FIELDS,
  addMemberFromApplicationMachine,
  addMemberMachine,
  type AddMemberValues,
  type FormActorRef,
} from '@mijas/machines';
import { InlineAlert, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../../lib/session.tsx';
import {
  NewAccountForm,
  type NewAccountFormProps,
} from '../../../components/new-account-fields.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';

/** The inbox application a member is created from (`?from=<submissionId>`: a reload keeps it). */
export const FROM_QUERY_KEY = 'from';

export interface AddMemberPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
  /** The member of the application `?from=` names was created: back to that application (the panel's). */
  onCreatedFrom?: (submissionId: string) => void;
  /** Back to the application `?from=` names, nothing created (the panel's). */
  onBackTo?: (submissionId: string) => void;
}

/**
 * SPEC §2 Add Member: every field required (§5), the country fixed to Jordan, cities of Jordan, searchable
 * nationalities and majors ('Other' asks for the major as text). On failure nothing typed is lost. With
 * `?from=<submissionId>` (issue 21) it is filled from that inbox application and linked to it, and Back to the
 * application (issue 30) returns to it unsent.
 */
export function AddMemberPage({
  showHeading = false,
  onCreatedFrom,
  onBackTo,
}: AddMemberPageProps) {
  const text = useText().admin.addMember;
  const from = new URLSearchParams(useLocation().search).get(FROM_QUERY_KEY);
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      {from === null ? (
        <AddMemberForm />
      ) : (
        <AddMemberFromApplication
          key={from}
          from={from}
          onCreated={onCreatedFrom}
          onBack={onBackTo}
        />
      )}
    </Stack>
  );
}

/** The form of a new member, whichever machine fills it (and the way back, when it has one). */
function MemberForm({
  flow,
  back,
}: {
  flow: FormActorRef<AddMemberValues>;
  back?: NewAccountFormProps['back'];
}) {
  const text = useText().admin.addMember;
  return (
    <NewAccountForm
      flow={flow}
      title={text.title}
      lead={text.required}
      required={ADD_MEMBER_REQUIRED_FIELDS}
      countryHint={text.countryHint}
      back={back}
    />
  );
}

function AddMemberForm() {
  return <MemberForm flow={useFlow(addMemberMachine, { api: useApi() })} />;
}

function AddMemberFromApplication({
  from,
  onCreated,
  onBack,
}: {
  from: string;
  onCreated?: (submissionId: string) => void;
  onBack?: (submissionId: string) => void;
}) {
  const { applications } = useText();
  const flow = useFlow(addMemberFromApplicationMachine, { api: useApi(), from });
  const name = useSelector(flow, (s) => s.context.source?.name ?? null);
  const created = useSelector(flow, (s) => s.matches('done'));
  const cancelled = useSelector(flow, (s) => s.matches('cancelled'));
  // Not while the member is sent: the answer may have created it.
  const canGoBack = useSelector(flow, (s) => s.can({ type: 'form.cancel' }));
  useEffect(() => {
    if (created) onCreated?.(from);
  }, [created, from, onCreated]);
  useEffect(() => {
    if (cancelled) onBack?.(from);
  }, [cancelled, from, onBack]);
  return (
    <>
      {name ? (
        <InlineAlert tone="info">{applications.addMember.fromApplication(name)}</InlineAlert>
      ) : null}
      <MemberForm
        flow={flow}
        back={{
          label: applications.addMember.back,
          enabled: canGoBack,
          onBack: () => flow.send({ type: 'form.cancel' }),
        }}
      />
    </>
  );
}
