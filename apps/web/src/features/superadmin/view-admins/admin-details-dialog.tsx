import { fullName, type AdminDetails } from '@mijas/api';
import { adminDetailsMessage, type adminDetailsMachine } from '@mijas/machines';
import {
  Button,
  DescriptionList,
  Dialog,
  DialogClose,
  InlineAlert,
  Spinner,
  Stack,
  type DescriptionItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { nameOf, useValueNames, type ValueNames } from '../../../i18n/list-names.ts';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { EmailAddress } from '../../../components/email-address.tsx';

/** The open Admin Details: the child actor of the page's machine (`dialog.open` on `details`). */
export type AdminDetailsRef = ActorRefFrom<typeof adminDetailsMachine>;

/**
 * SPEC §2 'Admin Details': one admin loaded by id, N/A for what is missing. Open while its machine runs (a child
 * of the page's machine, which ends it with `details.close`: Escape, the close button or Close).
 */
export function AdminDetailsDialog({ actorRef }: { actorRef: AdminDetailsRef }) {
  const { superadmin: text, common } = useText();
  const names = useValueNames();
  const format = useFormat();
  const closed = useSelector(actorRef, (s) => s.status === 'done');
  const loading = useSelector(actorRef, (s) => s.hasTag('busy'));
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const message = useSelector(actorRef, adminDetailsMessage);
  const admin = useSelector(actorRef, (s) => s.context.details);

  return (
    <Dialog
      open={!closed}
      onOpenChange={(open) => {
        if (!open) actorRef.send({ type: 'details.close' });
      }}
      title={text.details.title}
      closeLabel={text.details.close}
      size="lg"
      footer={
        <>
          {failed ? (
            <Button variant="outline" onClick={() => actorRef.send({ type: 'details.retry' })}>
              {text.details.retry}
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button>{text.details.close}</Button>
          </DialogClose>
        </>
      }
    >
      {loading ? (
        <Spinner label={message ?? common.ui.loading} showLabel />
      ) : failed ? (
        <InlineAlert tone="error">{message}</InlineAlert>
      ) : admin ? (
        <Stack gap="md">
          <DescriptionList
            fallback={common.notAvailable}
            items={detailItems(admin, text.details.fields, common, names, format)}
          />
        </Stack>
      ) : null}
    </Dialog>
  );
}

function detailItems(
  admin: AdminDetails,
  fields: Catalogue['superadmin']['details']['fields'],
  common: Catalogue['common'],
  names: ValueNames,
  format: Formats,
): DescriptionItem[] {
  const yesNo = (value: boolean) => (value ? common.yes : common.no);
  const gender = admin.gender === 'M' || admin.gender === 'F' ? common.gender[admin.gender] : null;
  return [
    { term: fields.id, value: admin.id, isolate: 'ltr' },
    { term: fields.username, value: admin.username, isolate: true },
    { term: fields.email, value: <EmailAddress email={admin.email} />, isolate: true },
    { term: fields.fullName, value: fullName(admin), isolate: true },
    { term: fields.phone, value: admin.phoneNumber, isolate: 'ltr' },
    { term: fields.gender, value: gender },
    { term: fields.nationality, value: nameOf(admin.nationality, names.country) },
    { term: fields.country, value: nameOf(admin.country, names.country) },
    { term: fields.city, value: nameOf(admin.city, names.city) },
    { term: fields.address, value: admin.addressDetails, isolate: true },
    { term: fields.major, value: nameOf(admin.major, names.major) },
    { term: fields.dateOfBirth, value: format.date(admin.dateOfBirth) },
    { term: fields.emailVerified, value: yesNo(admin.emailIsVerified) },
    { term: fields.active, value: yesNo(admin.isActive) },
    { term: fields.createdAt, value: format.dateTime(admin.createdAt) },
  ];
}
