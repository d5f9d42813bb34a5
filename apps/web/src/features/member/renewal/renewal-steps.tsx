import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PlansResponse,
  type RenewalRequest,
} from '@mijas/api';
import { chosenPlan, pendingRenewalRequest, type renewalRequestMachine } from '@mijas/machines';
import {
  Button,
  Card,
  Inline,
  InlineAlert,
  Isolate,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { usePaymentFormat } from '../../../lib/payment-format.ts';
import * as styles from './renewal.css.ts';

export type RenewalRequestRef = ActorRefFrom<typeof renewalRequestMachine>;

const STEPS = ['plan', 'method', 'details'] as const;

/** Stable, so React calls it when the element mounts only. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** A step's heading, which takes the focus when its step opens after a choice (not on the page's first load). */
function StepHeading({
  step,
  focus,
  children,
}: {
  step: number;
  focus: boolean;
  children: ReactNode;
}) {
  const text = useText().memberPayments.renew;
  return (
    <Stack gap="xxs">
      <Text tone="muted" size="sm">
        {text.step(step, STEPS.length)}
      </Text>
      <h2
        // A heading of its own for each step, focused once, when it mounts (not at every render: typing).
        key={step}
        className={styles.stepHeading}
        tabIndex={-1}
        ref={focus ? focusOnMount : undefined}
      >
        {children}
      </h2>
    </Stack>
  );
}

/** Where to pay and how much: the club's CliQ alias or IBAN (or that the office has not set it), the amount. */
function PaymentFacts({
  offer,
  method,
  amount,
  planName,
  children,
}: {
  offer: Pick<PlansResponse, 'cliqAlias' | 'iban'>;
  method: PaymentMethod;
  amount: string;
  planName: string;
  children?: ReactNode;
}) {
  const text = useText().memberPayments.renew;
  const target =
    method === 'cliq'
      ? { term: text.cliqAlias, value: offer.cliqAlias }
      : method === 'bank_transfer'
        ? { term: text.iban, value: offer.iban }
        : null;
  return (
    <Stack gap="sm">
      <Text>{text.instructions[method](amount)}</Text>
      <dl className={styles.facts}>
        {target ? (
          <>
            <dt className={styles.term}>{target.term}</dt>
            <dd className={styles.value}>
              {target.value ? <Isolate dir="ltr">{target.value}</Isolate> : text.notSet}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{text.amount}</dt>
        <dd className={styles.value}>{amount}</dd>
        <dt className={styles.term}>{text.plan}</dt>
        <dd className={styles.value}>{planName}</dd>
        {children}
      </dl>
    </Stack>
  );
}

/**
 * `/member/renew` (issue 34): the steps of a renewal without a visit, or the member's pending request. Every state
 * is the machine's (`renewalRequestMachine`); the page sends what the member chooses.
 */
export function RenewalSteps({ actorRef }: { actorRef: RenewalRequestRef }) {
  const texts = useText().memberPayments;
  const text = texts.renew;
  const format = usePaymentFormat();
  const snapshot = useSelector(actorRef, (s) => s);
  const { offer, error } = snapshot.context;
  const send = actorRef.send;

  if (snapshot.matches('loading')) return <Spinner label={text.loading} showLabel />;
  if (snapshot.matches('failed') || !offer)
    return (
      <Stack gap="md">
        <InlineAlert tone="error">{error}</InlineAlert>
        <Inline>
          <Button variant="outline" onClick={() => send({ type: 'load.retry' })}>
            {text.retry}
          </Button>
        </Inline>
      </Stack>
    );

  const pending = pendingRenewalRequest(snapshot.context.requests);
  if (snapshot.matches('pending') && pending)
    return <PendingRequest actorRef={actorRef} request={pending} offer={offer} />;

  const plan = chosenPlan(snapshot.context);
  const money = (minor: number) => format.money(minor, offer.currency);
  const notice = snapshot.context.notice ? (
    <InlineAlert tone="success">{snapshot.context.notice}</InlineAlert>
  ) : null;

  if (snapshot.matches('plan'))
    return (
      <Stack gap="md">
        {notice}
        <StepHeading step={1} focus={snapshot.context.notice !== null}>
          {text.choosePlan}
        </StepHeading>
        {offer.plans.length === 0 ? <Text>{text.noPlans}</Text> : null}
        <ul className={styles.choices}>
          {offer.plans.map((each) => (
            <li key={each.id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={each.id === snapshot.context.planId}
                onClick={() => send({ type: 'plan.choose', planId: each.id })}
              >
                <span className={styles.choiceName}>{format.plan(each)}</span>
                <span>{text.days(String(each.days))}</span>
                <span className={styles.price}>{money(each.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      </Stack>
    );

  const back = (
    <Button variant="outline" onClick={() => send({ type: 'step.back' })}>
      {text.back}
    </Button>
  );

  if (snapshot.matches('method'))
    return (
      <Stack gap="md">
        <StepHeading step={2} focus>
          {text.chooseMethod}
        </StepHeading>
        {plan ? (
          <Text tone="muted">
            {format.plan(plan)} · {money(plan.price)}
          </Text>
        ) : null}
        <ul className={styles.choices}>
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={method === snapshot.context.method}
                onClick={() => send({ type: 'method.choose', method })}
              >
                <span className={styles.choiceName}>{format.method(method)}</span>
                <span>{text.methodHints[method]}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>{back}</div>
      </Stack>
    );

  // What to do, the transfer's reference and Submit (also while submitting: what was typed stays in place).
  const method = snapshot.context.method ?? 'cash';
  const submitting = snapshot.matches('submitting');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'request.submit' });
      }}
    >
      <Stack gap="md">
        <StepHeading step={3} focus>
          {text.whatToDo}
        </StepHeading>
        <PaymentFacts
          offer={offer}
          method={method}
          amount={money(plan?.price ?? 0)}
          planName={plan ? format.plan(plan) : ''}
        />
        <Text tone="muted">{text.referenceLater}</Text>
        {method === 'cash' ? null : (
          <TextField
            label={format.words.fields.transferReference}
            hint={text.transferReferenceHint}
            name="transferReference"
            autoComplete="off"
            value={snapshot.context.transferReference}
            onChange={(event) => send({ type: 'reference.change', value: event.target.value })}
          />
        )}
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        <div className={styles.actions}>
          {back}
          <Button type="submit" loading={submitting}>
            {text.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The pending request: what to pay where, its payment reference to quote, and Cancel (confirmed first). */
function PendingRequest({
  actorRef,
  request,
  offer,
}: {
  actorRef: RenewalRequestRef;
  request: RenewalRequest;
  offer: PlansResponse;
}) {
  const text = useText().memberPayments.pending;
  const format = usePaymentFormat();
  const dates = useFormat();
  const confirming = useSelector(
    actorRef,
    (s) => s.matches({ pending: 'confirming' }) || s.matches({ pending: 'cancelling' }),
  );
  const cancelling = useSelector(actorRef, (s) => s.matches({ pending: 'cancelling' }));
  const error = useSelector(actorRef, (s) => s.context.error);
  return (
    <Card title={text.title} description={text.description}>
      <Stack gap="md">
        <Stack gap="xxs">
          <Text tone="muted" size="sm">
            {text.paymentReference}
          </Text>
          <p className={styles.reference}>
            <bdi dir="ltr">{request.paymentReference}</bdi>
          </p>
          <Text size="sm">{text.quote}</Text>
        </Stack>
        <PaymentFacts
          offer={offer}
          method={request.method}
          amount={format.money(request.amount, request.currency)}
          planName={format.plan(request.plan)}
        >
          <dt className={styles.term}>{text.method}</dt>
          <dd className={styles.value}>{format.method(request.method)}</dd>
          {request.transferReference ? (
            <>
              <dt className={styles.term}>{text.transferReference}</dt>
              <dd className={styles.value}>
                <Isolate dir="ltr">{request.transferReference}</Isolate>
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>{text.submitted}</dt>
          <dd className={styles.value}>{dates.dateTime(request.createdAt)}</dd>
        </PaymentFacts>
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        <div className={styles.actions}>
          <Button
            variant="danger"
            aria-haspopup="dialog"
            onClick={() => actorRef.send({ type: 'request.cancel' })}
          >
            {text.cancel}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          busy={cancelling}
          texts={text.confirm}
          description={text.confirm.description}
          onConfirm={() => actorRef.send({ type: 'cancel.confirm' })}
          onCancel={() => actorRef.send({ type: 'cancel.dismiss' })}
        />
      </Stack>
    </Card>
  );
}
