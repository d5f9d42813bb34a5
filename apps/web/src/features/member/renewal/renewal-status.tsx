import type { ApiClient, RenewalRequest } from '@mijas/api';
import { loadedData, renewalStatusMachine } from '@mijas/machines';
import { Badge, Card, Inline, InlineAlert, Link, Stack, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { usePaymentFormat } from '../../../lib/payment-format.ts';

const tones = {
  pending: 'warning',
  rejected: 'danger',
  confirmed: 'success',
  cancelled: 'neutral',
} as const;

/**
 * Under the card (issue 34): "Renew membership", and the member's latest request: pending (the plan and amount),
 * rejected with its reason, or confirmed with its receipt. Its load is quiet (the card's spinner speaks for the
 * page): until a request is there, the card says how to renew online, so the prerendered page paints that line
 * (in Arabic the page's largest text) rather than the answer; a failure to load says nothing more than the entry.
 */
export function RenewalStatus({ api }: { api: Pick<ApiClient, 'getMyRenewalRequests'> }) {
  const text = useText().paymentsFrame.renewalStatus;
  const format = usePaymentFormat();
  const actorRef = useFlow(renewalStatusMachine, { api });
  const request = useSelector(actorRef, (s) => loadedData<RenewalRequest>(s));
  return (
    <Card title={text.title} padding="md">
      <Stack gap="sm">
        {!request ? <Text>{text.none}</Text> : null}
        {request ? (
          <Stack gap="xs">
            <Inline gap="xs">
              <Badge tone={tones[request.status]}>{format.status(request.status)}</Badge>
            </Inline>
            {request.status === 'pending' ? (
              <Text>
                {text.pending(
                  format.plan(request.plan),
                  format.money(request.amount, request.currency),
                )}
              </Text>
            ) : null}
            {request.status === 'rejected' ? (
              <InlineAlert tone="error">
                {text.rejected} {request.reason ? text.reason(request.reason) : null}
              </InlineAlert>
            ) : null}
            {request.status === 'confirmed' && request.receiptNumber ? (
              <Text>
                {text.confirmed(request.receiptNumber)}{' '}
                <Link href={paths.memberReceipt.build(request.receiptNumber)}>
                  {text.openReceipt}
                </Link>
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Inline gap="md">
          <Link href={paths.memberRenew.build()}>
            {request?.status === 'pending' ? text.openRequest : text.renew}
          </Link>
          <Link href={paths.memberReceipts.build()}>{text.receipts}</Link>
        </Inline>
      </Stack>
    </Card>
  );
}
