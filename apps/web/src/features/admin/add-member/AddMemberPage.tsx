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
import { NewAccountForm } from '../../../components/new-account-fields.tsx';
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
}

/**
 * SPEC §2 Add Member: every field required (§5), the country fixed to Jordan, cities of Jordan, searchable
 * nationalities and majors ('Other' asks for the major as text). On failure nothing typed is lost. With
 * `?from=<submissionId>` (issue 21) it is filled from that inbox application and linked to it.
 */
export function AddMemberPage({ showHeading = false, onCreatedFrom }: AddMemberPageProps) {
  const text = useText().admin.addMember;
  const from = new URLSearchParams(useLocation().search).get(FROM_QUERY_KEY);
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      {from === null ? (
        <AddMemberForm />
      ) : (
        <AddMemberFromApplication key={from} from={from} onCreated={onCreatedFrom} />
      )}
    </Stack>
  );
}

/** The form of a new member, whichever machine fills it. */
function MemberForm({ flow }: { flow: FormActorRef<AddMemberValues> }) {
  const text = useText().admin.addMember;
  return (
    <NewAccountForm
      flow={flow}
      title={text.title}
      lead={text.required}
      required={ADD_MEMBER_REQUIRED_FIELDS}
      countryHint={text.countryHint}
    />
  );
}

function AddMemberForm() {
  return <MemberForm flow={useFlow(addMemberMachine, { api: useApi() })} />;
}

function AddMemberFromApplication({
  from,
  onCreated,
}: {
  from: string;
  onCreated?: (submissionId: string) => void;
}) {
  const { officeInbox } = useText();
  const flow = useFlow(addMemberFromApplicationMachine, { api: useApi(), from });
  const name = useSelector(flow, (s) => s.context.source?.name ?? null);
  const done = useSelector(flow, (s) => s.status === 'done');
  useEffect(() => {
    if (done) onCreated?.(from);
  }, [done, from, onCreated]);
  return (
    <>
      {name ? (
        <InlineAlert tone="info">{officeInbox.addMember.fromApplication(name)}</InlineAlert>
      ) : null}
      <MemberForm flow={flow} />
    </>
  );
}
