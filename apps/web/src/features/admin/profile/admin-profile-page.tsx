import { adminProfileMachine } from '@mijas/machines';
import {
  Badge,
  BLANK_LINE,
  Button,
  Card,
  DescriptionList,
  Isolate,
  EmptyState,
  InlineAlert,
  Inline,
  Link,
  Spinner,
  Stack,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useApi } from '../../../lib/session.tsx';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { nameOf, useValueNames } from '../../../i18n/list-names.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';
import { SignedInDevices } from '../../../components/devices/signed-in-devices.tsx';
import { Passkeys } from '../../../components/passkeys/passkeys.tsx';

export interface AdminProfilePageProps {
  /** Its own title (the /admin panel's layout shows it instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 My Profile (admin): the read-only card 'Admin Information' with N/A for empty fields, 'Loading...', the
 * error, or 'No admin data found'; Edit leads to /update-admin.
 */
export function AdminProfilePage({ showHeading = false }: AdminProfilePageProps) {
  const { admin: adminText, accountForm, common } = useText();
  const text = adminText.profile;
  const names = useValueNames();
  const flow = useFlow(adminProfileMachine, { api: useApi() });
  const admin = useSelector(flow, (s) => s.context.admin);
  const message = useSelector(flow, (s) => s.context.message);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const empty = useSelector(flow, (s) => s.matches('empty'));

  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} />
      <Card
        title={text.cardTitle}
        actions={
          admin ? (
            <Link href={paths.updateAdmin.build()} variant="subtle">
              {text.edit}
            </Link>
          ) : loading ? (
            <Spinner label={message ?? common.ui.loading} showLabel size="sm" />
          ) : undefined
        }
      >
        {loading ? (
          // The fields' names while their values load: the card has its height from the first paint, and the
          // sections under it stay where they are (its spinner says Loading... beside the title).
          <div aria-hidden>
            <DescriptionList
              fallback={BLANK_LINE}
              items={Object.values(text.fields).map((term) => ({ term, value: null }))}
            />
          </div>
        ) : null}
        {failed ? (
          <Stack gap="md" align="flex-start">
            <InlineAlert tone="error">{message}</InlineAlert>
            <Button
              variant="outline"
              size="sm"
              onClick={() => flow.send({ type: 'profile.reload' })}
            >
              {text.retry}
            </Button>
          </Stack>
        ) : null}
        {empty ? <EmptyState title={message} /> : null}
        {admin && !loading ? (
          <DescriptionList
            fallback={common.notAvailable}
            items={[
              { term: text.fields.username, value: admin.username, isolate: true },
              {
                term: text.fields.email,
                value: admin.email ? (
                  <Inline gap="sm">
                    <Isolate>
                      <EmailAddress email={admin.email} />
                    </Isolate>
                    {admin.emailIsVerified ? <Badge tone="success">{text.verified}</Badge> : null}
                  </Inline>
                ) : null,
              },
              { term: text.fields.firstName, value: admin.firstName, isolate: true },
              { term: text.fields.lastName, value: admin.lastName, isolate: true },
              {
                term: text.fields.gender,
                value:
                  admin.gender === 'M' || admin.gender === 'F'
                    ? accountForm.genders[admin.gender]
                    : null,
              },
              { term: text.fields.major, value: nameOf(admin.major, names.major) },
              { term: text.fields.phoneNumber, value: admin.phoneNumber, isolate: 'ltr' },
              {
                term: text.fields.nationality,
                value: nameOf(admin.nationality, names.country),
              },
              { term: text.fields.country, value: nameOf(admin.country, names.country) },
              { term: text.fields.city, value: nameOf(admin.city, names.city) },
              { term: text.fields.address, value: admin.addressDetails, isolate: true },
            ]}
          />
        ) : null}
      </Card>
      <Passkeys />
      <SignedInDevices />
    </Stack>
  );
}
