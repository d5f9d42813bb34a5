import { ERROR_CODES, isApiError, messageFrom, messages, OTHER_MAJOR } from '@mijas/api';
import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { navigate } from '../shared/navigation.ts';
import { notify, type Toast } from '../shared/notify.ts';

/**
 * One machine for every form of one shape (Add Member, Create Admin, Edit Admin Information, Update Member, the
 * member's own contact details): it holds the draft, validates it **once** per submit with the contract's zod
 * schema (the one the server validates with), sends it through the injected `submit` actor, and puts the
 * server's refusal under the fields it names. A form is a config of this factory, not a machine of its own.
 */

/** A form's draft: text fields, and switches. */
export type FormValues = Record<string, string | boolean>;

/** A field's name. */
export type FieldOf<V> = keyof V & string;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A zod `safeParse` result, structurally (this package does not import zod). */
export type ParseResult<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

/** The contract's schema of the request (a zod schema; only `safeParse` is used). */
export interface FormSchema<Body> {
  safeParse(data: unknown): ParseResult<Body>;
}

/** What the form's record and its values are made from: the loaded member or admin, or nothing. */
export interface FormConfig<V extends FormValues, I extends { api: unknown }, S, B, R> {
  /** The machine's id (stories and tests provide its actors under this name). */
  id: string;
  /** The contract's schema of the request: the one validation of a submit. */
  schema: FormSchema<B>;
  /** The record the form edits, when the input carries it (else it is loaded, or there is none). */
  source?: (input: I) => S | null;
  /** The form's values for a record (null: the empty form). */
  values: (source: S | null) => V;
  /** What the schema parses: the request the values make (e.g. the country, the custom major, what changed). */
  request: (values: V, form: { initial: V; source: S | null }) => unknown;
  /** The call (the default of the `submit` actor). */
  submit: (call: { api: I['api']; body: B; source: S | null; signal: AbortSignal }) => Promise<R>;
  /** Loads the record first when the input does not carry it. */
  load?: {
    fetch: (call: { input: I; signal: AbortSignal }) => Promise<S>;
    /** Whether there is anything to load (e.g. an id); without it the form says `missing`. */
    possible?: (input: I) => boolean;
    missing?: string;
    /** The message of a failed load. */
    failed: (error: unknown) => string;
  };
  /** The button: `submit`, and `submitting` while the form is sent. */
  labels: { submit: string; submitting: string };
  success: {
    /** The notice and the toast's title. */
    message: string;
    /** The toast's description, for what was sent. */
    description?: (draft: B) => string | undefined;
    /** After a success: the empty form again, the form as saved, or the end (the machine's output). */
    then: 'reset' | 'stay' | 'finish';
    /** The record as it now is. */
    apply?: (saved: { source: S | null; draft: B; result: R }) => S | null;
    /** With `finish`: where the page goes (the injected `navigate`). */
    navigate?: (input: I) => string;
  };
  /**
   * The form may be left (`form.cancel`: Cancel, Back to where it was opened from): it ends in `cancelled`, from
   * the form or while its record loads or failed to, sending nothing; never while it is sent (the answer may
   * have made the record already).
   */
  cancel?: boolean;
  failure: {
    /** The message when the server gives none (or always, with `serverMessage: false`). */
    message: string;
    /** The server's reason (the first item's description, else its message) instead of `message`. */
    serverMessage: boolean;
    /** The error toast: the reason as its title, or `message` as the title and the reason as description. */
    toast: 'reason' | 'titled';
  };
}

export interface FormContext<V extends FormValues, I, S, B, R> {
  input: I;
  /** The record the form edits (null for a new one). */
  source: S | null;
  /** The values as loaded (or empty): what a reset returns to, and what a change is measured against. */
  initial: V;
  values: V;
  /** A message per field: the schema's first problem with it, or the server's. */
  fieldErrors: FieldErrors<FieldOf<V>>;
  /** The request of the submit under way, as the schema parsed it. */
  draft: B | null;
  /** The server's answer to the last success. */
  result: R | null;
  /** Why the form was refused, or why the record could not be loaded. */
  error: string | null;
  /** The success message. */
  notice: string | null;
  labels: { submit: string; submitting: string };
}

export interface FieldChange<V extends FormValues> {
  type: 'field.change';
  field: FieldOf<V>;
  value: V[FieldOf<V>];
}

export type FormEvent<V extends FormValues> =
  | FieldChange<V>
  | { type: 'form.submit' }
  /** After a failed load. */
  | { type: 'form.reload' }
  /** Leave the form (a config with `cancel`). */
  | { type: 'form.cancel' };

/** What a form that finishes hands its parent: the record as saved and the success message. */
export interface FormOutput<S, R> {
  source: S | null;
  result: R | null;
  notice: string | null;
}

/**
 * The first problem of each field (the first key of the issue's path). When the major is 'Other', a problem with
 * the major is the free text's, reported on `otherMajor` with the hint 'Please specify your major'.
 */
function schemaErrors<V extends FormValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  values: V,
): FieldErrors<FieldOf<V>> {
  const errors: Record<string, string> = {};
  const customMajor = 'otherMajor' in values && values.major === OTHER_MAJOR;
  for (const issue of issues) {
    const key = issue.path[0];
    if (key === 'major' && customMajor) errors.otherMajor ??= messages.createAdmin.customMajorHint;
    else if (typeof key === 'string' && key in values) errors[key] ??= issue.message;
  }
  return errors as FieldErrors<FieldOf<V>>;
}

/** The field an error code of the server names: the duplicate username or email, `Invalid<Field>`. */
function fieldOfCode(code: string): string {
  if (code === ERROR_CODES.duplicateUserName) return 'username';
  if (code === ERROR_CODES.duplicateEmail) return 'email';
  return code.startsWith('Invalid') ? code.charAt(7).toLowerCase() + code.slice(8) : '';
}

/** The server's refusal (`[{code, description}]`), per field of the form; a `{message}` names none. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  if (!isApiError(error) || !Array.isArray(error.body)) return {};
  const errors: FieldErrors<F> = {};
  const known = new Set<string>(fields);
  for (const item of error.body as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { code, description } = item as { code?: unknown; description?: unknown };
    if (typeof code !== 'string' || typeof description !== 'string') continue;
    const field = fieldOfCode(code);
    if (known.has(field)) errors[field as F] ??= description;
  }
  return errors;
}

/** The errors without the changed field's; choosing another major also settles the custom major's. */
function withoutError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  const rest: FieldErrors<F> = { ...errors };
  delete rest[field];
  if (field === 'major') delete rest['otherMajor' as F];
  return rest;
}

/**
 * The states `part` adds when `condition` holds. Typed as always there, so every form's snapshot has one type
 * of state value; a form without them never enters them (and its graph does not show them).
 */
function when<T extends object>(condition: boolean, part: T): T {
  return condition ? part : ({} as T);
}

/** Builds the machine of a form from its config. */
export function createFormMachine<
  V extends FormValues,
  I extends { api: unknown },
  S = never,
  B = unknown,
  R = unknown,
>(config: FormConfig<V, I, S, B, R>) {
  type Context = FormContext<V, I, S, B, R>;
  const { load, success, failure } = config;
  const cancellable = config.cancel === true;
  /** The way out of a state the form may be left from. */
  const leave = when(cancellable, { 'form.cancel': { target: 'cancelled' } as const });
  const fields = Object.keys(config.values(null)) as FieldOf<V>[];

  const machine = setup({
    types: {
      context: {} as Context,
      events: {} as FormEvent<V>,
      input: {} as I,
      output: {} as FormOutput<S, R>,
    },
    actors: {
      load: fromPromise<S, { input: I }>(({ input, signal }) => {
        if (!load) throw new Error(`${config.id} loads nothing`);
        return load.fetch({ input: input.input, signal });
      }),
      submit: fromPromise<R, { api: I['api']; body: B; source: S | null }>(({ input, signal }) =>
        config.submit({ ...input, signal }),
      ),
    },
    guards: {
      hasSource: ({ context }) => context.source !== null,
      canLoad: ({ context }) => load?.possible?.(context.input) ?? true,
      drafted: ({ context }) => context.draft !== null,
    },
    actions: {
      navigate,
      notify,
      change: assign(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        return {
          values: { ...context.values, [event.field]: event.value },
          fieldErrors: withoutError(context.fieldErrors, event.field),
          error: null,
          notice: null,
        } as Partial<Context>;
      }),
      /** The one validation of a submit: the parsed request, or a message per field. */
      validate: assign(({ context }) => {
        const parsed = config.schema.safeParse(
          config.request(context.values, { initial: context.initial, source: context.source }),
        );
        return {
          draft: parsed.success ? parsed.data : null,
          fieldErrors: parsed.success ? {} : schemaErrors(parsed.error.issues, context.values),
          error: null,
          notice: null,
        } as Partial<Context>;
      }),
      loaded: assign(({ event }) => {
        const source = (event as unknown as { output: S }).output;
        const values = config.values(source);
        return { source, initial: values, values, error: null } as Partial<Context>;
      }),
      missing: assign({ error: () => load?.missing ?? null }),
      loadFailed: assign({
        error: ({ event }) => load?.failed((event as unknown as { error: unknown }).error) ?? null,
      }),
      clearError: assign({ error: null }),
      succeeded: assign(({ context, event }) => {
        const result = (event as unknown as { output: R }).output;
        const draft = context.draft as B;
        const source = success.apply?.({ source: context.source, draft, result }) ?? context.source;
        const kept = success.then === 'reset' ? context.initial : context.values;
        return {
          result,
          source,
          values: kept,
          initial: kept,
          notice: success.message,
        } as Partial<Context>;
      }),
      failed: assign(({ event }) => {
        const reason = (event as unknown as { error: unknown }).error;
        return {
          error: failure.serverMessage ? messageFrom(reason, failure.message) : failure.message,
          fieldErrors: serverFieldErrors(reason, fields),
        } as Partial<Context>;
      }),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => {
      const source = config.source?.(input) ?? null;
      const values = config.values(source);
      return {
        input,
        source,
        initial: values,
        values,
        fieldErrors: {},
        draft: null,
        result: null,
        error: null,
        notice: null,
        labels: config.labels,
      };
    },
    initial: load ? 'starting' : 'editing',
    states: {
      ...when(load !== undefined, {
        starting: {
          always: [
            { guard: 'hasSource', target: 'editing' } as const,
            ...(load?.possible
              ? ([
                  { guard: 'canLoad', target: 'loading' },
                  { target: 'loadFailed', actions: 'missing' },
                ] as const)
              : ([{ target: 'loading' }] as const)),
          ],
        },
        loading: {
          tags: ['busy'] as const,
          entry: 'clearError' as const,
          on: leave,
          invoke: {
            id: 'load',
            src: 'load' as const,
            input: ({ context }: { context: Context }) => ({ input: context.input }),
            onDone: { target: 'editing', actions: 'loaded' } as const,
            onError: { target: 'loadFailed', actions: 'loadFailed' } as const,
          },
        },
        /** The record could not be loaded (or there is none): the error says why. */
        loadFailed: {
          on: {
            'form.reload': load?.possible
              ? ({ guard: 'canLoad', target: 'loading' } as const)
              : ({ target: 'loading' } as const),
            ...leave,
          },
        },
      }),
      editing: {
        initial: 'idle',
        on: {
          'field.change': { target: '.idle', actions: 'change' },
          'form.submit': { target: 'validating' },
          ...leave,
        },
        states: {
          idle: {},
          /** The last submit was refused by the schema: the fields say why. */
          invalid: { on: { 'field.change': { actions: 'change' } } },
          /** The success message shows (the form is empty again, or as saved). */
          saved: {},
          /** The server refused: its reason shows, with everything typed. */
          failed: {},
        },
      },
      /** The one validation: on to the server with the parsed request, or back with the field errors. */
      validating: {
        entry: 'validate',
        always: [{ guard: 'drafted', target: 'submitting' }, { target: 'editing.invalid' }],
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({
            api: (context.input as { api: I['api'] }).api,
            body: context.draft as B,
            source: context.source,
          }),
          onDone: {
            target: success.then === 'finish' ? 'done' : 'editing.saved',
            actions: [
              'succeeded',
              {
                type: 'notify',
                params: ({ context }): Toast => {
                  const description = success.description?.(context.draft as B);
                  return {
                    kind: 'success',
                    title: success.message,
                    ...(description ? { description } : {}),
                  };
                },
              },
              ...(success.navigate
                ? [
                    {
                      type: 'navigate' as const,
                      params: ({ context }: { context: Context }) => ({
                        to: success.navigate?.(context.input) ?? '/',
                      }),
                    },
                  ]
                : []),
            ],
          },
          onError: {
            target: 'editing.failed',
            actions: [
              'failed',
              {
                type: 'notify',
                params: ({ context }): Toast =>
                  failure.toast === 'reason'
                    ? { kind: 'error', title: context.error ?? failure.message }
                    : {
                        kind: 'error',
                        title: failure.message,
                        description: context.error ?? failure.message,
                      },
              },
            ],
          },
        },
      },
      ...when(success.then === 'finish', {
        /** Saved, and the form ends (its parent, or the page it returns to, takes over). */
        done: { type: 'final' as const, tags: ['busy'] as const },
      }),
      ...when(cancellable, {
        /** Left unsent (`form.cancel`): the page goes back to where the form was opened from. */
        cancelled: { type: 'final' as const },
      }),
    },
    output: ({ context }) => ({
      source: context.source,
      result: context.result,
      notice: context.notice,
    }),
  });
  return machine;
}

/** What a page reads of a form's snapshot, whichever form it is. */
export interface FormSnapshot<V extends FormValues> {
  context: FormContext<V, unknown, unknown, unknown, unknown>;
  hasTag(tag: string): boolean;
}

/** A running form with values `V`, as a page holds it (any config's machine). */
export type FormActorRef<V extends FormValues> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): FormSnapshot<V>;
  send(event: FormEvent<V>): void;
};

/** The submit button's words: 'Saving...' (or its like) while the form is sent or leaving, else 'Save Changes'. */
export function formSubmitLabel(snapshot: {
  context: { labels: FormContext<FormValues, unknown, unknown, unknown, unknown>['labels'] };
  hasTag(tag: string): boolean;
}): string {
  const { labels } = snapshot.context;
  return snapshot.hasTag('busy') ? labels.submitting : labels.submit;
}
