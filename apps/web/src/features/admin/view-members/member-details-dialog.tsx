import { fullName, type MemberDetails } from '@mijas/api';
import { memberDetailsMessage, type memberDetailsMachine } from '@mijas/machines';
import {
  Button,
  DescriptionList,
  DialogClose,
  Dialog,
  InlineAlert,
  Spinner,
  Stack,
  StatusBadge,
  type DescriptionItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { nameOf, useValueNames, type ValueNames } from '../../../i18n/list-names.ts';
import { useFormat, type Formats } from '../../../lib/format.ts';
import * as listStyles from '../../../components/list.css.ts';
import { EmailAddress } from '../../../components/email-address.tsx';

export type MemberDetailsRef = ActorRefFrom<typeof memberDetailsMachine>;

/**
 * SPEC §2 Member Details modal, on `memberDetailsMachine`: a child of the page's machine, open while it runs
 * (`details.close` ends it: Escape, the close button or Close).
 */
export function MemberDetailsDialog({ actorRef: details }: { actorRef: MemberDetailsRef }) {
  const { admin, common } = useText();
  const names = useValueNames();
  const text = admin.viewMembers.details;
  const format = useFormat();
  const open = useSelector(details, (s) => s.status === 'active');
  const loading = useSelector(details, (s) => s.matches('loading'));
  const failed = useSelector(details, (s) => s.matches('failed'));
  const message = useSelector(details, memberDetailsMessage);
  const member = useSelector(details, (s) => s.context.details);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) details.send({ type: 'details.close' });
      }}
      title={text.title}
      closeLabel={text.close}
      size="lg"
      footer={
        <>
          {failed ? (
            <Button variant="outline" onClick={() => details.send({ type: 'details.retry' })}>
              {text.retry}
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button>{text.close}</Button>
          </DialogClose>
        </>
      }
    >
      {loading ? <Spinner label={message ?? common.ui.loading} showLabel /> : null}
      {failed ? <InlineAlert tone="error">{message}</InlineAlert> : null}
      {member && !loading ? (
        <Stack gap="md">
          <DescriptionList
            items={detailItems(member, admin.viewMembers, common, names, format)}
            fallback={common.notAvailable}
          />
        </Stack>
      ) : null}
    </Dialog>
  );
}

function detailItems(
  member: MemberDetails,
  text: Catalogue['admin']['viewMembers'],
  common: Catalogue['common'],
  names: ValueNames,
  format: Formats,
): DescriptionItem[] {
  const f = text.details.fields;
  const orNull = (value: string | null | undefined) => (value && value.trim() ? value : null);
  return [
    {
      term: f.id,
      isolate: 'ltr',
      value: <span className={listStyles.breakAnywhere}>{member.id}</span>,
    },
    { term: f.username, value: member.username, isolate: true },
    { term: f.email, value: <EmailAddress email={member.email} />, isolate: true },
    { term: f.fullName, value: orNull(fullName(member)), isolate: true },
    { term: f.phone, value: orNull(member.phoneNumber), isolate: 'ltr' },
    { term: f.gender, value: member.gender ? common.gender[member.gender] : null },
    { term: f.nationality, value: nameOf(orNull(member.nationality), names.country) },
    { term: f.country, value: nameOf(orNull(member.country), names.country) },
    { term: f.city, value: nameOf(orNull(member.city), names.city) },
    { term: f.address, value: orNull(member.addressDetails), isolate: true },
    { term: f.major, value: nameOf(orNull(member.major), names.major) },
    { term: f.dateOfBirth, value: format.date(member.dateOfBirth) },
    {
      term: f.accountStatus,
      value: <StatusBadge value={member.isActiveUser} on={text.active} off={text.inactive} />,
    },
    {
      term: f.membershipStatus,
      value: (
        <StatusBadge value={member.hasActiveMembership} on={text.active} off={text.inactive} />
      ),
    },
    { term: f.membershipExpiry, value: format.date(member.membershipExpiry) },
    {
      term: f.emailVerified,
      value: (
        <StatusBadge value={member.emailIsVerified} on={text.verified} off={text.notVerified} />
      ),
    },
    { term: f.createdAt, value: format.dateTime(member.createdAt) },
  ];
}
