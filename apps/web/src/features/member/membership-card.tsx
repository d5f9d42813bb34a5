import { membershipCard, type memberProfileMachine } from '@mijas/machines';
import {
  Button,
  Card,
  DescriptionList,
  Inline,
  InlineAlert,
  Spinner,
  Stack,
  StatusBadge,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format.ts';

export type MemberProfileRef = ActorRefFrom<typeof memberProfileMachine>;

/**
 * SPEC §2 membership card: Username, Full Name, the Active/Inactive badge and the Expiry Date (only while the
 * membership is active, else '.....'); while loading a spinner, on failure the message of SPEC §8 by status
 * and a way to try again.
 */
export function MembershipCard({ actorRef }: { actorRef: MemberProfileRef }) {
  const { member, common } = useText();
  const text = member.membership;
  const format = useFormat();
  const membership = useSelector(actorRef, (s) => s.context.membership);
  const error = useSelector(actorRef, (s) => s.context.membershipError);
  const loading = useSelector(actorRef, (s) => !s.matches({ membership: 'loaded' }) && !error);
  const card = membership ? membershipCard(membership) : null;
  return (
    // A card, not a banner: it keeps a card's proportions on wide screens.
    <div style={{ maxInlineSize: '44rem' }}>
      <Card title={text.cardTitle} accent>
        {error ? (
          <Stack gap="md">
            <InlineAlert tone="error">{error}</InlineAlert>
            <Inline>
              <Button variant="outline" onClick={() => actorRef.send({ type: 'profile.reload' })}>
                {text.retry}
              </Button>
            </Inline>
          </Stack>
        ) : loading || !card ? (
          <Spinner label={text.loading} showLabel />
        ) : (
          <DescriptionList
            fallback={common.notAvailable}
            items={[
              { term: text.username, value: card.username, isolate: true },
              { term: text.fullName, value: card.fullName, isolate: true },
              {
                term: text.status,
                value: <StatusBadge value={card.active} on={text.active} off={text.inactive} />,
              },
              {
                term: text.expiryDate,
                value:
                  card.active && card.expiryDate ? (
                    <time dateTime={card.expiryDate}>{format.date(card.expiryDate)}</time>
                  ) : (
                    text.noExpiry
                  ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
