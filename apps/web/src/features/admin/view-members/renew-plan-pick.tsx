import { formatMoney } from '@mijas/api';
import { activePlans } from '@mijas/machines';
import { Select } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { RenewMembershipRef } from './renew-membership-dialog.tsx';

/** The value of the pick's "no plan" option (a select's value cannot be empty). */
const NO_PLAN = 'none';

/**
 * Issue 34: the Renew dialog's optional Plan, its code and texts loaded when the dialog has active plans to
 * offer: each plan's name in the page's language, its days and its price as the club's currency is written;
 * picking one fills Number of Days and Amount (the machine's `plan.choose`), which stay editable.
 */
export function RenewPlanPick({ renew }: { renew: RenewMembershipRef }) {
  const { planChoice: text, admin } = useText();
  // A number of days as the renewals' details write it (the catalogue's, in both languages).
  const days = admin.membershipHistory.renewal.days;
  const { locale } = useLocale();
  const plans = useSelector(renew, (s) => s.context.plans);
  const planId = useSelector(renew, (s) => s.context.planId);
  const busy = useSelector(renew, (s) => s.hasTag('busy'));
  if (!plans) return null;
  const options = activePlans(plans).map((plan) => ({
    value: String(plan.id),
    label: text.renew.option(
      locale === 'ar' ? plan.nameAr : plan.nameEn,
      days(plan.days),
      formatMoney(plan.price, plans.currency, locale),
    ),
  }));
  return (
    <Select
      label={text.renew.label}
      placeholder={text.renew.placeholder}
      hint={text.renew.hint}
      options={[{ value: NO_PLAN, label: text.renew.none }, ...options]}
      value={planId === null ? '' : String(planId)}
      disabled={busy}
      onValueChange={(value) =>
        renew.send({ type: 'plan.choose', planId: value === NO_PLAN ? null : Number(value) })
      }
    />
  );
}
