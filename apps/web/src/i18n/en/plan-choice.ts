/**
 * The admins' plans outside the root admins' Plans page (issue 34): the Renew dialog's plan pick and the
 * payments' plan filter. Page texts (`../page-texts.ts`): they load with the dialog's pick and the Payments page.
 */
export const planChoice = {
  renew: {
    label: 'Plan (optional)',
    placeholder: 'Choose a plan to fill in the days and amount',
    none: 'No plan: type the days and amount',
    hint: 'A plan fills in the days and amount; both can still be changed.',
    /** An option: the plan's name, its days and its price as the club's currency is written. */
    option: (name: string, days: string, price: string) => `${name}: ${days}, ${price}`,
  },
  /** A retired plan in the payments' plan filter (it names old payments). */
  retired: (name: string) => `${name} (retired)`,
};
