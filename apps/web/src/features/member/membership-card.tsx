import { memberCardView, type memberCardMachine, type memberProfileMachine } from '@mijas/machines';
import { Badge, Button, Inline, InlineAlert, Spinner, Stack, StatusBadge, Text } from '@mijas/ui';
import { MembershipCard as CardFace } from '@mijas/ui/membership-card';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useText } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type MemberCardRef = ActorRefFrom<typeof memberCardMachine>;
export type MemberProfileRef = ActorRefFrom<typeof memberProfileMachine>;

/**
 * SPEC §2 membership card (Username, Full Name, the Active/Inactive badge, the Expiry Date only while active,
 * else '.....') on a card that looks like one (issue 20): the club's mark, the member number and the QR code of
 * the card's public check, printable at card size. A stored card is shown at once while a newer one loads, and
 * offline with its time; without one, the SPEC §8 message and a way to try again. The status shown is the
 * card's as of now (an active card whose date has passed shows Inactive, and Expired beside it). A note under it
 * (while it loads too) says how the card stays on this device for offline use (Remember Me), or that it does.
 */
export function MembershipCard({
  actorRef,
  remembered,
}: {
  actorRef: MemberCardRef;
  /** The session was logged in with Remember Me: the card stays on this device (the note under it says so). */
  remembered: boolean;
}) {
  const { member, common } = useText();
  const text = member.membership;
  const own = member.card;
  const format = useFormat();
  // The card this browser keeps is no part of the page the build prerendered (the loading card): shown from
  // the render after hydration.
  const stored = useSelector(actorRef, (s) => s.context.shown);
  const shown = useHydrated() ? stored : null;
  const error = useSelector(actorRef, (s) => s.context.error);
  const updating = useSelector(actorRef, (s) => s.hasTag('busy'));
  const offline = useSelector(actorRef, (s) => s.matches('offline'));
  // Offered with a loaded card that has its link (the button stays while its dialog is open, to take focus back).
  const canReplace = useSelector(
    actorRef,
    (s) => s.matches('loaded') && (s.context.shown?.card ?? null) !== null,
  );

  // The browser back online loads the card again (the machine sees no DOM).
  // eslint-disable-next-line mijas/no-react-state -- browser: the browser's online event, to the card's machine
  useEffect(() => {
    const online = () => actorRef.send({ type: 'network.online' });
    globalThis.addEventListener('online', online);
    return () => globalThis.removeEventListener('online', online);
  }, [actorRef]);

  // The card's frame, the same in every state.
  const frame = {
    club: common.brand,
    mark: common.brandShort.slice(0, 1),
    title: text.cardTitle,
    busy: updating,
  };

  // How the card stays on this device, under it in every state: the prerendered page (for a session kept with
  // Remember Me) paints it with the page, the largest text there is before the card comes.
  const note = (
    <Text tone="muted" size="sm">
      {remembered ? own.keptOnDevice : own.keepOnDevice}
    </Text>
  );

  if (!shown) {
    // The same card (one region throughout), with the spinner or the message and a retry on its face.
    return (
      <CardFace
        {...frame}
        placeholder={
          error ? (
            <Stack gap="md">
              <InlineAlert tone="error">{error}</InlineAlert>
              <Inline>
                <Button variant="outline" onClick={() => actorRef.send({ type: 'card.retry' })}>
                  {text.retry}
                </Button>
              </Inline>
            </Stack>
          ) : (
            <Spinner label={text.loading} showLabel />
          )
        }
      >
        {note}
      </CardFace>
    );
  }

  const card = memberCardView(shown, new Date());
  const expiry = card.expiryDate ? (
    <time dateTime={card.expiryDate}>{format.date(card.expiryDate)}</time>
  ) : (
    text.noExpiry
  );
  return (
    <CardFace
      {...frame}
      qr={card.verifyUrl ? { value: card.verifyUrl, label: own.check } : null}
      items={[
        { term: text.fullName, value: card.fullName, isolate: true },
        { term: text.username, value: card.username, isolate: true },
        ...(card.memberNumber === null
          ? []
          : [
              { term: own.memberNumber, value: String(card.memberNumber), isolate: 'ltr' as const },
            ]),
        {
          term: text.status,
          value: (
            <Inline gap="xs">
              <StatusBadge value={card.active} on={text.active} off={text.inactive} />
              {card.status === 'expired' ? <Badge tone="warning">{own.expired}</Badge> : null}
            </Inline>
          ),
        },
        { term: text.expiryDate, value: expiry },
      ]}
    >
      {card.endedOn ? <Text>{own.endedOn(format.date(card.endedOn) ?? '')}</Text> : null}
      {updating ? <Spinner label={own.updating} showLabel size="sm" /> : null}
      {offline ? (
        <InlineAlert tone="info">
          {own.offline} {own.lastUpdated(format.dateTime(shown.savedAt) ?? '')}
        </InlineAlert>
      ) : null}
      <Inline>
        <Button variant="outline" onClick={() => globalThis.print()}>
          {own.print}
        </Button>
        {canReplace ? (
          // It opens a dialog (which also loads the dialog's code when pointed at or focused: @mijas/ui Dialog).
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => actorRef.send({ type: 'card.replace' })}
          >
            {member.replaceCard.open}
          </Button>
        ) : null}
      </Inline>
      {note}
      <ReplaceCardDialog actorRef={actorRef} />
    </CardFace>
  );
}

/**
 * "Replace my card" (issue 30), asked first: the machine's `loaded.confirming` opens it, `loaded.replacing` keeps
 * it open with its confirm button busy; a failure's reason shows in it, to try again or cancel.
 */
function ReplaceCardDialog({ actorRef }: { actorRef: MemberCardRef }) {
  const text = useText().member.replaceCard;
  const confirming = useSelector(actorRef, (s) => s.matches({ loaded: 'confirming' }));
  const replacing = useSelector(actorRef, (s) => s.hasTag('replacing'));
  const error = useSelector(actorRef, (s) => s.context.replaceError);
  return (
    <ConfirmDialog
      open={confirming}
      busy={replacing}
      texts={text}
      description={text.description}
      onConfirm={() => actorRef.send({ type: 'replace.confirm' })}
      onCancel={() => actorRef.send({ type: 'replace.cancel' })}
    >
      {error ? (
        <InlineAlert tone="error" title={text.failedTitle}>
          {error}
        </InlineAlert>
      ) : null}
    </ConfirmDialog>
  );
}
