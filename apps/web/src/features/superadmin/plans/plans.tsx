import { formatMoney, type Plan } from '@mijas/api';
import {
  plansMachine,
  plansView,
  type PlanField,
  type PlansActor,
  type PlansSnapshot,
} from '@mijas/machines';
import {
  Badge,
  Button,
  Card,
  DataTable,
  Dialog,
  EmptyState,
  Inline,
  InlineAlert,
  Spinner,
  Stack,
  Switch,
  Text,
  TextField,
  type DataTableColumn,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, useRef, type FormEvent } from 'react';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';

type PlansText = Catalogue['plans'];

/**
 * The root admin's Plans (issue 34, `/superadmin/plans`) on `plansMachine`: every membership plan (names in English
 * and Arabic, days, price in the club's currency with `Intl`, active or retired) with its loading, failure and
 * empty states; New plan and Edit open the plan's dialog (checked with the contract's rules), Retire and
 * Reactivate change a plan from its row. A retired plan stays on the receipts that name it: the page says so.
 */
export function Plans() {
  const flow = useFlow(plansMachine, { api: useApi() });
  return <PlansPage flow={flow} />;
}

/** The page on its machine (stories give one of their own). */
export function PlansPage({ flow }: { flow: PlansActor }) {
  const text = useText().plans;
  const view = useSelector(flow, plansView);
  const editing = useSelector(flow, (s) => s.context.draft !== null);
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Text tone="muted">{text.retiredNote}</Text>
          <div>
            <Button
              disabled={view === 'loading' || view === 'failed'}
              onClick={() => flow.send({ type: 'plan.new' })}
            >
              {text.add}
            </Button>
          </div>
          <Outcome flow={flow} />
        </Stack>
      </Card>
      {view === 'loading' ? <Spinner label={text.loading} showLabel /> : null}
      {view === 'failed' ? <Failed flow={flow} /> : null}
      {view === 'empty' ? <EmptyState title={text.empty} /> : null}
      {view === 'list' ? <PlanTable flow={flow} /> : null}
      {editing ? <PlanDialog flow={flow} /> : null}
    </Stack>
  );
}

function Failed({ flow }: { flow: PlansActor }) {
  const text = useText().plans;
  const reason = useSelector(flow, (s) => s.context.loadError);
  return (
    <LoadFailed
      title={text.failed}
      reason={reason}
      retryLabel={text.retry}
      onRetry={() => flow.send({ type: 'list.retry' })}
    />
  );
}

/** What the last change did (a status line), or why a retire/reactivate failed. */
function Outcome({ flow }: { flow: PlansActor }) {
  const text = useText().plans;
  const { locale } = useLocale();
  const done = useSelector(flow, (s) => s.context.done);
  const name = useSelector(flow, (s) => {
    const plan = s.context.plans.find((p) => p.id === s.context.done?.id);
    return plan ? planName(plan, locale) : '';
  });
  const error = useSelector(flow, (s) => (s.matches('shown') ? s.context.saveError : null));
  return (
    <div role="status" aria-live="polite">
      {done ? <InlineAlert tone="success">{text.done[done.change](name)}</InlineAlert> : null}
      {error ? (
        <InlineAlert tone="error" title={text.actionFailed}>
          {error}
        </InlineAlert>
      ) : null}
    </div>
  );
}

const planName = (plan: Plan, locale: string) => (locale === 'ar' ? plan.nameAr : plan.nameEn);

function PlanTable({ flow }: { flow: PlansActor }) {
  const text = useText().plans;
  const { common } = useText();
  const plans = useSelector(flow, (s) => s.context.plans);
  const currency = useSelector(flow, (s) => s.context.currency ?? '');
  const togglingId = useSelector(flow, (s) => s.context.togglingId);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const { locale } = useLocale();
  const columns = useMemo<DataTableColumn<Plan>[]>(
    () => [
      {
        id: 'nameEn',
        header: text.columns.nameEn,
        cell: (p) => p.nameEn,
        isolate: true,
        wrap: true,
      },
      {
        id: 'nameAr',
        header: text.columns.nameAr,
        cell: (p) => <span lang="ar">{p.nameAr}</span>,
        isolate: true,
        wrap: true,
      },
      { id: 'days', header: text.columns.days, cell: (p) => text.days(p.days) },
      {
        id: 'price',
        header: text.columns.price,
        cell: (p) => formatMoney(p.price, currency, locale),
        isolate: 'ltr',
        align: 'end',
      },
      {
        id: 'status',
        header: text.columns.status,
        cell: (p) => (
          <Badge tone={p.active ? 'success' : 'neutral'}>
            {p.active ? text.active : text.retired}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: text.columns.actions,
        cell: (p) => (
          <PlanActions
            plan={p}
            text={text}
            name={planName(p, locale)}
            busy={busy}
            toggling={togglingId === p.id}
            send={flow.send}
          />
        ),
      },
    ],
    [text, currency, locale, busy, togglingId, flow.send],
  );
  return (
    <DataTable
      caption={text.caption}
      columns={columns}
      rows={plans}
      getRowId={(plan) => String(plan.id)}
      loadingText={common.ui.loading}
      emptyText={text.empty}
    />
  );
}

function PlanActions({
  plan,
  text,
  name,
  busy,
  toggling,
  send,
}: {
  plan: Plan;
  text: PlansText;
  name: string;
  busy: boolean;
  toggling: boolean;
  send: PlansActor['send'];
}) {
  return (
    <Inline gap="sm" wrap>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={text.editLabel(name)}
        onClick={() => send({ type: 'plan.edit', id: plan.id })}
      >
        {text.edit}
      </Button>
      <Button
        size="sm"
        variant={plan.active ? 'ghost' : 'outline'}
        disabled={busy}
        loading={toggling}
        aria-label={plan.active ? text.retireLabel(name) : text.reactivateLabel(name)}
        onClick={() => send({ type: 'plan.toggle', id: plan.id })}
      >
        {toggling ? text.working : plan.active ? text.retire : text.reactivate}
      </Button>
    </Inline>
  );
}

const FIELDS: PlanField[] = ['nameEn', 'nameAr', 'days', 'price'];

/** The plan's dialog (new or edit): the names, days, price in major units, offered or retired. */
function PlanDialog({ flow }: { flow: PlansActor }) {
  const text = useText().plans.dialog;
  const draft = useSelector(flow, (s) => s.context.draft);
  const errors = useSelector(flow, (s) => s.context.fieldErrors);
  const saveError = useSelector(flow, (s) => (s.matches('editing') ? s.context.saveError : null));
  const currency = useSelector(flow, (s) => s.context.currency ?? '');
  const exponent = useSelector(flow, (s) => s.context.exponent);
  const busy = useSelector(flow, (s: PlansSnapshot) => s.matches('saving'));
  const first = useRef<HTMLInputElement>(null);
  if (!draft) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };
  const change = (field: PlanField, value: string) =>
    flow.send({ type: 'field.change', field, value });
  const labels: Record<PlanField, string> = {
    nameEn: text.nameEn,
    nameAr: text.nameAr,
    days: text.days,
    price: text.price(currency),
  };
  const formId = 'plan-form';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) flow.send({ type: 'form.cancel' });
      }}
      title={draft.id === null ? text.newTitle : text.editTitle}
      description={text.description}
      closeLabel={text.close}
      initialFocus={first}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => flow.send({ type: 'form.cancel' })}
          >
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={busy}>
            {busy ? text.saving : text.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              ref={field === 'nameEn' ? first : undefined}
              label={labels[field]}
              {...(field === 'price' ? { hint: text.priceHint(exponent) } : {})}
              {...(errors[field] ? { error: errors[field] } : {})}
              {...(field === 'nameAr' ? { dir: 'rtl', lang: 'ar' } : {})}
              {...(field === 'nameEn' ? { dir: 'ltr', lang: 'en' } : {})}
              {...(field === 'days'
                ? { type: 'number', inputMode: 'numeric' as const, min: 1, step: 1 }
                : {})}
              {...(field === 'price' ? { inputMode: 'decimal' as const, dir: 'ltr' } : {})}
              required
              value={draft[field]}
              disabled={busy}
              onChange={(event) => change(field, event.target.value)}
            />
          ))}
          <Switch
            label={text.active}
            checked={draft.active}
            disabled={busy}
            onCheckedChange={(active) => flow.send({ type: 'active.change', active })}
          />
          <Text tone="muted" size="sm">
            {text.activeHint}
          </Text>
          {saveError ? (
            <InlineAlert tone="error" title={text.failed}>
              {saveError}
            </InlineAlert>
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}
