import { messages } from '@mijas/api';
import {
  ADD_MEMBER_REQUIRED_FIELDS,
  type addMemberFromApplicationMachine,
  type addMemberMachine,
  type AddMemberValues,
  type FormActorRef,
} from '@mijas/machines';
import { Button, Inline, InlineAlert, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  NewAccountForm,
  type NewAccountFormProps,
} from '../../../components/new-account-fields.tsx';
import { useText } from '../../../i18n/index.ts';
import { useAdminPanel, useDeferredAdminPanelChild } from '../admin-shell/admin-panel-context.ts';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';

type FromApplicationRef = ActorRefFrom<typeof addMemberFromApplicationMachine>;
type BlankRef = ActorRefFrom<typeof addMemberMachine>;

export interface AddMemberPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 Add Member: every field required (§5), the country fixed to Jordan, cities of Jordan, searchable
 * nationalities and majors ('Other' asks for the major as text). On failure nothing typed is lost. With
 * `?from=<submissionId>` (issue 21) it is filled from that application and linked to it, and Back to the
 * application (issue 30) returns to it unsent. Its form is the admin panel's child (`addMember`, or
 * `addMemberFromApplication`), whose end the panel takes: back to the application, open in Applications.
 */
export function AddMemberPage({ showHeading = false }: AddMemberPageProps) {
  const text = useText().admin.addMember;
  const fromApplication = useDeferredAdminPanelChild<FromApplicationRef>(
    'addMemberFromApplication',
  );
  const blank = useDeferredAdminPanelChild<BlankRef>('addMember');
  const panel = useAdminPanel();
  // The form's rules could not be fetched (offline).
  const unavailable = useSelector(panel, (s) => s.matches({ 'add-member': 'unavailable' }));
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      {unavailable ? (
        <Stack gap="md">
          <InlineAlert tone="error">{messages.forms.openFailed}</InlineAlert>
          <Inline>
            <Button variant="outline" onClick={() => panel.send({ type: 'addMember.retry' })}>
              {text.retry}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {fromApplication ? (
        <AddMemberFromApplication key={fromApplication.sessionId} flow={fromApplication} />
      ) : blank ? (
        <MemberForm key={blank.sessionId} flow={blank} />
      ) : null}
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

function AddMemberFromApplication({ flow }: { flow: FromApplicationRef }) {
  const { applications } = useText();
  const name = useSelector(flow, (s) => s.context.source?.name ?? null);
  // Not while the member is sent: the answer may have created it.
  const canGoBack = useSelector(flow, (s) => s.can({ type: 'form.cancel' }));
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
