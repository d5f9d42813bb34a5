import type { CardStatus } from '@mijas/api';
import { verifyCardMachine } from '@mijas/machines';
import {
  Button,
  Card,
  ErrorIcon,
  Inline,
  InlineAlert,
  Isolate,
  Spinner,
  Stack,
  SuccessIcon,
  WarningIcon,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format.ts';
import { useApi } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useFlow } from '../../lib/use-flow.ts';
import * as styles from './verify-card.css.ts';

/** The club's mark, as the app's icon shows it (the green square with its M). */
const CLUB_MARK = '/apple-touch-icon.png';

const STATUS_ICONS = { active: SuccessIcon, expired: WarningIcon, inactive: ErrorIcon } as const;

/**
 * `/verify/:token` (issue 20): what a partner sees after scanning a member's card, signed in or not. The club's
 * answer read live: the member's name, the status now as a big badge (Active green, Expired, Not active), until
 * when it is active or when it expired (no date when not active) and when it was checked; nothing else about the
 * member. A refused token says it is no MIJAS Club card; too many checks say to wait; no answer offers to try
 * again. Never indexed by search engines.
 */
export function VerifyCardPage({ token }: { token: string }) {
  const { common, verifyCard: text } = useText();
  useDocumentTitle(common.panel.documentTitle(text.title));
  const actorRef = useFlow(verifyCardMachine, { api: useApi(), token });
  const state = useSelector(actorRef, (s) => s.value);
  const check = useSelector(actorRef, (s) => s.context.check);
  const error = useSelector(actorRef, (s) => s.context.error);
  const retry = () => actorRef.send({ type: 'verify.retry' });
  return (
    <>
      {/* React puts it in the document's head, for this page only. */}
      <meta name="robots" content="noindex, nofollow" />
      <main className={styles.main}>
        <div className={styles.column}>
          <Card title={text.title} headingLevel={1} accent>
            <Stack gap="lg">
              {state === 'valid' && check ? (
                <CheckedCard
                  fullName={check.fullName}
                  status={check.status}
                  expiryDate={check.expiryDate}
                  checkedAt={check.checkedAt}
                />
              ) : state === 'refused' ? (
                <InlineAlert tone="error" title={text.refusedTitle}>
                  {error} {text.refusedHint}
                </InlineAlert>
              ) : state === 'rateLimited' ? (
                <Retry onRetry={retry} label={text.retry}>
                  <InlineAlert tone="warning" title={text.rateLimitedTitle}>
                    {error}
                  </InlineAlert>
                </Retry>
              ) : state === 'failed' ? (
                <Retry onRetry={retry} label={text.retry}>
                  <InlineAlert tone="error" title={text.failedTitle}>
                    {error}. {text.failedHint}
                  </InlineAlert>
                </Retry>
              ) : (
                <Spinner label={text.loading} showLabel />
              )}
            </Stack>
          </Card>
        </div>
      </main>
    </>
  );
}

function Retry({
  children,
  label,
  onRetry,
}: {
  children: React.ReactNode;
  label: string;
  onRetry: () => void;
}) {
  return (
    <Stack gap="md">
      {children}
      <Inline>
        <Button variant="outline" onClick={onRetry}>
          {label}
        </Button>
      </Inline>
    </Stack>
  );
}

/** The club's answer: its mark, the name, the status now, its date (active, expired) and when it was checked. */
function CheckedCard({
  fullName,
  status,
  expiryDate,
  checkedAt,
}: {
  fullName: string;
  status: CardStatus;
  expiryDate: string | null;
  checkedAt: string;
}) {
  const text = useText().verifyCard;
  const format = useFormat();
  const StatusIcon = STATUS_ICONS[status];
  return (
    <Stack gap="md">
      <p className={styles.mark}>
        <img className={styles.markImage} src={CLUB_MARK} alt="" width={40} height={40} />
        <span>{text.checkedWith}</span>
      </p>
      <div>
        <p className={styles.label}>{text.fullName}</p>
        <p className={styles.name}>
          <Isolate>{fullName}</Isolate>
        </p>
      </div>
      <div>
        <p className={styles.label}>{text.status}</p>
        <p className={styles.status[status]} data-status={status}>
          <StatusIcon className={styles.statusIcon} />
          <span>{text.statuses[status]}</span>
        </p>
      </div>
      <p className={styles.hint}>{text.statusHints[status]}</p>
      {/* Not active says no date: whatever the membership's end was, it is not this card's (issue 30). */}
      {expiryDate && status === 'active' ? (
        <p className={styles.label}>
          {text.expiryDate}: <time dateTime={expiryDate}>{format.date(expiryDate)}</time>
        </p>
      ) : expiryDate && status === 'expired' ? (
        <p className={styles.label}>
          <time dateTime={expiryDate}>{text.expiredOn(format.date(expiryDate) ?? expiryDate)}</time>
        </p>
      ) : null}
      <p className={styles.checkedAt}>
        <time dateTime={checkedAt}>{text.checkedAt(format.dateTime(checkedAt) ?? checkedAt)}</time>
      </p>
    </Stack>
  );
}
