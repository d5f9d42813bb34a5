import type { ApplicationDetails, ApplicationStatus } from '@mijas/api';
import { applicationDetailsMessage, type applicationDetailsMachine } from '@mijas/machines';
import {
  Button,
  DescriptionList,
  Dialog,
  DialogClose,
  Heading,
  InlineAlert,
  Link,
  Spinner,
  Stack,
  Text,
  TextAreaField,
  TextField,
  type DescriptionItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { paths } from '../../../config/paths.ts';
import { EmailAddress } from '../../../components/email-address.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { nameOf, useValueNames, type ValueNames } from '../../../i18n/list-names.ts';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { FormTypeBadge, SubmissionStatusBadge } from './application-badges.tsx';
import * as styles from './applications.css.ts';

export type ApplicationDetailsRef = ActorRefFrom<typeof applicationDetailsMachine>;

/** The status buttons of each status: the other two. */
const STATUS_ACTIONS: {
  status: ApplicationStatus;
  label: 'markHandled' | 'archive' | 'markNew';
}[] = [
  { status: 'handled', label: 'markHandled' },
  { status: 'archived', label: 'archive' },
  { status: 'new', label: 'markNew' },
];

/** View Members showing one member (`/admin/view-members?by=username&q=…`). */
export const memberLink = (username: string) =>
  paths.adminPage.build('view-members', { by: 'username', q: username });

/**
 * One application or inquiry, on `applicationDetailsMachine` (a child of Applications' list machine, open while it runs):
 * every field, the status and its buttons, the replies sent, a reply form, and Create member from this
 * application (for a Join Us without a member yet).
 */
export function ApplicationDetailsDialog({
  actorRef: details,
  onCreateMember,
}: {
  actorRef: ApplicationDetailsRef;
  /** Opens Add Member filled from the application (the admin panel's hand-off). */
  onCreateMember?: (submissionId: string) => void;
}) {
  const { applications, common } = useText();
  const text = applications.details;
  const names = useValueNames();
  const format = useFormat();
  const open = useSelector(details, (s) => s.status === 'active');
  const loading = useSelector(details, (s) => s.matches('loading'));
  const failed = useSelector(details, (s) => s.matches('failed'));
  const message = useSelector(details, applicationDetailsMessage);
  const submission = useSelector(details, (s) => s.context.details);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) details.send({ type: 'details.close' });
      }}
      title={submission ? `${text.title}: ${submission.name}` : text.title}
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
            <Button variant="outline">{text.close}</Button>
          </DialogClose>
        </>
      }
    >
      {loading ? <Spinner label={message ?? common.ui.loading} showLabel /> : null}
      {failed ? <InlineAlert tone="error">{message}</InlineAlert> : null}
      {submission && !loading ? (
        <Stack gap="lg">
          <DescriptionList
            items={detailItems(submission, applications, names, format)}
            fallback={common.notAvailable}
          />
          {submission.message ? <ApplicantMessage message={submission.message} /> : null}
          <StatusActions details={details} />
          {submission.type === 'Join Us' ? (
            submission.memberId ? (
              <InlineAlert tone="success">{text.alreadyMember}</InlineAlert>
            ) : onCreateMember ? (
              <div>
                <Button onClick={() => onCreateMember(submission.id)}>{text.createMember}</Button>
              </div>
            ) : null
          ) : null}
          <Replies submission={submission} />
          <ReplyForm details={details} submission={submission} />
        </Stack>
      ) : null}
    </Dialog>
  );
}

function detailItems(
  submission: ApplicationDetails,
  text: Catalogue['applications'],
  names: ValueNames,
  format: Formats,
): DescriptionItem[] {
  const f = text.details.fields;
  return [
    { term: f.type, value: <FormTypeBadge type={submission.type} /> },
    { term: f.name, value: submission.name, isolate: true },
    { term: f.email, value: <EmailAddress email={submission.email} />, isolate: true },
    { term: f.mobile, value: submission.mobile, isolate: 'ltr' },
    { term: f.major, value: nameOf(submission.major || null, names.major) },
    {
      term: f.language,
      value: submission.language ? text.details.languages[submission.language] : null,
    },
    { term: f.received, value: format.dateTime(submission.createdAt) },
    { term: f.status, value: <SubmissionStatusBadge status={submission.status} /> },
    {
      term: f.statusChanged,
      value: submission.statusChangedAt
        ? submission.statusChangedByUserName
          ? text.details.statusChangedBy(
              format.dateTime(submission.statusChangedAt) ?? '',
              submission.statusChangedByUserName,
            )
          : format.dateTime(submission.statusChangedAt)
        : null,
    },
    {
      term: f.member,
      value: submission.memberUsername ? (
        <Link href={memberLink(submission.memberUsername)}>
          {text.details.viewMember(submission.memberUsername)}
        </Link>
      ) : null,
    },
  ];
}

/** The visitor's words as they wrote them: text (never markup), its lines kept. */
function ApplicantMessage({ message }: { message: string }) {
  const text = useText().applications.details;
  return (
    <section aria-label={text.fields.message}>
      <Stack gap="sm">
        <Heading level={3} size="sm">
          {text.fields.message}
        </Heading>
        <p className={`${styles.quoted} ${styles.writtenText}`} dir="auto">
          {message}
        </p>
      </Stack>
    </section>
  );
}

function StatusActions({ details }: { details: ApplicationDetailsRef }) {
  const text = useText().applications.details;
  const status = useSelector(details, (s) => s.context.details?.status);
  const pending = useSelector(details, (s) => s.context.pendingStatus);
  const error = useSelector(details, (s) => s.context.statusError);
  return (
    <Stack gap="sm">
      <div role="group" aria-label={text.actions} className={styles.actions}>
        {STATUS_ACTIONS.filter((action) => action.status !== status).map((action) => (
          <Button
            key={action.status}
            variant="outline"
            disabled={pending !== null}
            aria-busy={pending === action.status}
            onClick={() => details.send({ type: 'status.set', status: action.status })}
          >
            {pending === action.status ? text.working : text[action.label]}
          </Button>
        ))}
      </div>
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
    </Stack>
  );
}

function Replies({ submission }: { submission: ApplicationDetails }) {
  const text = useText().applications.details;
  const { common } = useText();
  const format = useFormat();
  return (
    <section aria-label={text.replies}>
      <Stack gap="sm">
        <Heading level={3} size="sm">
          {text.replies}
        </Heading>
        {submission.replies.length === 0 ? (
          <Text tone="muted">{text.noReplies}</Text>
        ) : (
          <ol className={styles.replies}>
            {submission.replies.map((reply) => (
              <li key={reply.id} className={`${styles.quoted} ${styles.reply}`}>
                <Text weight="bold">{reply.subject}</Text>
                <Text tone="muted" size="sm">
                  {text.repliedBy(
                    format.dateTime(reply.createdAt) ?? '',
                    reply.sentByUserName ?? common.notAvailable,
                  )}
                </Text>
                <p className={styles.writtenText}>{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </section>
  );
}

function ReplyForm({
  details,
  submission: { email, language },
}: {
  details: ApplicationDetailsRef;
  submission: ApplicationDetails;
}) {
  const text = useText().applications.details;
  const reply = useSelector(details, (s) => s.context.reply);
  const errors = useSelector(details, (s) => s.context.replyErrors);
  const error = useSelector(details, (s) => s.context.replyError);
  const sending = useSelector(details, (s) => s.hasTag('replyBusy'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    details.send({ type: 'reply.submit' });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={text.replyTitle}>
      <Stack gap="md">
        <Heading level={3} size="sm">
          {text.replyTitle}
        </Heading>
        <Text tone="muted" size="sm">
          {text.replyTo(email)}
          {language ? ` ${text.replyIn(text.languages[language])}` : null}
        </Text>
        <TextField
          label={text.subject}
          name="subject"
          value={reply.subject}
          error={errors.subject}
          required
          onChange={(event) =>
            details.send({ type: 'reply.change', field: 'subject', value: event.target.value })
          }
        />
        <TextAreaField
          label={text.message}
          name="message"
          rows={6}
          value={reply.body}
          error={errors.body}
          required
          onChange={(event) =>
            details.send({ type: 'reply.change', field: 'body', value: event.target.value })
          }
        />
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        <div>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? text.sending : text.send}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
