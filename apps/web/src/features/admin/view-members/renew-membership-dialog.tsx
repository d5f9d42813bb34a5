import {
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  paymentMessages,
  RENEWAL_LIMITS,
  type PaymentMethod,
} from '@mijas/api';
import { activePlans, type renewMembershipMachine, type RenewField } from '@mijas/machines';
import { Button, Dialog, InlineAlert, PartBoundary, Select, Stack, TextField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { Suspense, useRef, type FormEvent, type Ref } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../../i18n/index.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import * as styles from './view-members.css.ts';

/** Issue 34: the Plan pick, its code and texts fetched when the dialog has plans to offer (not with the panel). */
const RenewPlanPick = preloadable(
  () => import('./renew-plan-pick.tsx').then((m) => m.RenewPlanPick),
  ['planChoice'],
);

/** The open Renew Membership: the child actor of the page's machine (`dialog.open` on `renew`). */
export type RenewMembershipRef = ActorRefFrom<typeof renewMembershipMachine>;

/**
 * SPEC §2 Renew Membership modal on `renewMembershipMachine`, a child of the page's machine: 'Number of Days'
 * (min 1, the focus there when it opens) and 'Amount' (step 0.01, min 0), Cancel and Renew; the machine checks the values (SPEC §5 alert) and
 * sends the toasts of SPEC §8, and the page's machine changes the row when it is done. Issue 34: above them, an
 * optional Plan when the club has active plans (none, a failed list, or the pick's code not come: the spec's dialog
 * as it was).
 */
export function RenewMembershipDialog({ actorRef: renew }: { actorRef: RenewMembershipRef }) {
  const text = useText().admin.viewMembers.renew;
  const member = useSelector(renew, (s) => s.context.member);
  const days = useSelector(renew, (s) => s.context.days);
  const amount = useSelector(renew, (s) => s.context.amount);
  const method = useSelector(renew, (s) => s.context.method);
  const reference = useSelector(renew, (s) => s.context.reference);
  const error = useSelector(renew, (s) => s.context.error);
  const busy = useSelector(renew, (s) => s.hasTag('busy'));
  const offersPlans = useSelector(renew, (s) => activePlans(s.context.plans).length > 0);
  const daysField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    renew.send({ type: 'form.submit' });
  };
  const formId = `renew-${member.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) renew.send({ type: 'form.cancel' });
      }}
      title={text.title}
      description={text.description(member.username)}
      closeLabel={text.close}
      initialFocus={daysField}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => renew.send({ type: 'form.cancel' })}
          >
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          {offersPlans ? (
            // Its code not come (offline as the plans arrived): the dialog stays, without the pick.
            <PartBoundary>
              <Suspense fallback={null}>
                <RenewPlanPick renew={renew} />
              </Suspense>
            </PartBoundary>
          ) : null}
          <RenewFields
            daysRef={daysField}
            days={days}
            amount={amount}
            disabled={busy}
            onChange={(field, value) => renew.send({ type: 'field.change', field, value })}
          />
          <RenewPaymentFields
            method={method}
            reference={reference}
            disabled={busy}
            onChange={(field, value) => renew.send({ type: 'field.change', field, value })}
          />
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        </Stack>
      </form>
    </Dialog>
  );
}

/** 'Number of Days' (min 1) and 'Amount' (step 0.01, min 0), side by side when there is room. */
export function RenewFields({
  daysRef,
  days,
  amount,
  disabled,
  onChange,
}: {
  /** Number of Days, which has the focus when the dialog opens. */
  daysRef?: Ref<HTMLInputElement>;
  days: string;
  amount: string;
  disabled?: boolean;
  onChange: (field: RenewField, value: string) => void;
}) {
  const text = useText().admin.viewMembers.renew;
  return (
    <div className={styles.renewFields}>
      <TextField
        ref={daysRef}
        label={text.days}
        hint={text.daysHint}
        type="number"
        inputMode="numeric"
        min={RENEWAL_LIMITS.minDays}
        step={1}
        required
        value={days}
        disabled={disabled}
        onChange={(event) => onChange('days', event.target.value)}
      />
      <TextField
        label={text.amount}
        hint={text.amountHint}
        type="number"
        inputMode="decimal"
        min={RENEWAL_LIMITS.minAmount}
        step={0.01}
        required
        value={amount}
        disabled={disabled}
        onChange={(event) => onChange('amount', event.target.value)}
      />
    </div>
  );
}

/** Issue 34: how the renewal was paid (cash by default) and the payer's reference, optional. */
export function RenewPaymentFields({
  method,
  reference,
  disabled,
  onChange,
}: {
  method: PaymentMethod;
  reference: string;
  disabled?: boolean;
  onChange: (field: 'method' | 'reference', value: string) => void;
}) {
  const text = useText().paymentsFrame.renew;
  const methods = paymentMessages().methods;
  return (
    <div className={styles.renewFields}>
      <Select
        label={text.method}
        placeholder={text.method}
        options={PAYMENT_METHODS.map((value) => ({ value, label: methods[value] }))}
        value={method}
        disabled={disabled}
        onValueChange={(value) => onChange('method', value)}
      />
      <TextField
        label={text.reference}
        hint={text.referenceHint}
        maxLength={PAYMENT_LIMITS.referenceMax}
        autoComplete="off"
        value={reference}
        disabled={disabled}
        onChange={(event) => onChange('reference', event.target.value)}
      />
    </div>
  );
}
