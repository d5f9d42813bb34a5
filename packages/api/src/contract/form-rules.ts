/**
 * The forms' rules that need libphonenumber's metadata or the country list (`form-requests.ts`), fetched when a
 * form that takes a phone or a nationality opens, not with the page: a machine loads them (`loadFormRules`) before
 * it starts such a form, whose schema (`formRule`) reads them when it parses. The rules are the contract's own
 * schemas, the ones the server validates with.
 */
import type * as FormRequests from './form-requests.ts';

export type FormRules = typeof FormRequests;

let rules: FormRules | undefined;
let loading: Promise<FormRules> | undefined;

/** Fetches the forms' rules once (a chunk of their own in the browser); a failed fetch is tried again next time. */
export function loadFormRules(): Promise<FormRules> {
  loading ??= import('./form-requests.ts').then(
    (module) => (rules = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The forms' rules, once `loadFormRules` has fetched them. */
export function formRules(): FormRules {
  if (!rules) throw new Error('The form rules are not loaded: loadFormRules() first');
  return rules;
}

type RuleName = {
  [K in keyof FormRules]: FormRules[K] extends { safeParse: unknown } ? K : never;
}[keyof FormRules];

/**
 * A form's request schema by name, read from the loaded rules when it parses (`safeParse` only, as the form
 * machine uses it): the form's module holds no phone or country code itself.
 */
export function formRule<N extends RuleName>(name: N): Pick<FormRules[N], 'safeParse'> {
  return {
    safeParse: ((data: unknown) => formRules()[name].safeParse(data)) as FormRules[N]['safeParse'],
  };
}
