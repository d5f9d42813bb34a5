import { ADD_MEMBER_REQUIRED_FIELDS, addMemberMachine } from '@mijas/machines';
import { Stack } from '@mijas/ui';
import { useApi } from '../../../lib/session.tsx';
import { NewAccountForm } from '../../../components/new-account-fields.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';

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
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      <NewAccountForm
        flow={flow}
        title={text.title}
        lead={text.required}
        required={ADD_MEMBER_REQUIRED_FIELDS}
        countryHint={text.countryHint}
      />
    </Stack>
  );
}
