import { isApiError, loadFormRules, messages, type ApiClient, type MemberSelf } from '@mijas/api';
import {
  assign,
  enqueueActions,
  fromPromise,
  setup,
  stopChild,
  type DoneActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { childCame, childLoader, loadedChild } from '../shared/childLoader.ts';
import type {
  ContactFormOutput,
  MemberContactFormRef,
} from '../memberContactForm/memberContactFormMachine.ts';

export interface MemberProfileInput {
  api: Pick<ApiClient, 'getMemberSelf' | 'updateMemberSelf'>;
}

export interface MemberProfileContext extends MemberProfileInput {
  /** The member's own record (GET /Member). */
  member: MemberSelf | null;
  /** 'Failed to load member data' or 'No member data found'. */
  memberError: string | null;
  /** The contact form's success message, shown with the record once it is saved. */
  editNotice: string | null;
  /** Why the contact form did not open (its rules could not be fetched). */
  editError: string | null;
}

export type MemberProfileEvent =
  /** Loads the record again after it failed. */
  | { type: 'profile.reload' }
  /** Opens the contact form (the child `contactForm`), which takes the form's own events. */
  | { type: 'edit.start' }
  | { type: 'edit.cancel' };

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The membership card's message for a failed call (SPEC §8: by status, else the status and body). */
export function membershipCardError(error: unknown): string {
  const card = messages.membershipCard;
  if (!isApiError(error) || !error.hasResponse) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${card.networkErrorPrefix}${detail}`;
  }
  switch (error.status) {
    case 401:
      return card.unauthorized;
    case 403:
      return card.forbidden;
    case 404:
      return card.notFound;
    case 500:
      return card.serverError;
    default:
      return card.otherStatus(error.status, bodyText(error.body));
  }
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The member's own record (GET /Member) on My Profile, and editing its contact details. (The Membership
 * sub-page's card is `memberCardMachine`.)
 */
export const memberProfileMachine = setup({
  types: {
    context: {} as MemberProfileContext,
    events: {} as MemberProfileEvent,
    input: {} as MemberProfileInput,
  },
  actors: {
    loadMember: fromPromise<MemberSelf | null, { api: MemberProfileInput['api'] }>(
      ({ input, signal }) => input.api.getMemberSelf({ signal }),
    ),
    /**
     * The contact form's machine and its rules (the phone's: libphonenumber's metadata), fetched the first time
     * the form opens: the card's page, the one a member opens most, downloads neither (issue 32). Its output is
     * the form's machine; none when either did not come (offline, a new deployment).
     */
    loadContactForm: childLoader(() =>
      // Both at once: the form's module, and the rules its schema reads.
      Promise.all([
        import('../memberContactForm/memberContactFormMachine.ts'),
        loadFormRules(),
      ]).then(([module]) => module.memberContactFormMachine),
    ),
  },
  actions: {
    /** The form opens, a child (`contactForm`) on the record as shown, with the machine that came. */
    openContactForm: enqueueActions(({ context, event, enqueue }) => {
      const logic = loadedChild(event);
      const input = { api: context.api, member: context.member as MemberSelf };
      // (Typed for a child of the machine's own actors: this one's code came later.)
      if (logic) enqueue.spawnChild(logic, { id: 'contactForm', input } as never);
    }),
    openFailed: assign({ editError: () => messages.forms.openFailed }),
  },
  guards: {
    /** The form's code and rules came (`loadContactForm`'s output). */
    formCame: childCame,
  },
}).createMachine({
  id: 'memberProfile',
  context: ({ input }) => ({
    ...input,
    member: null,
    memberError: null,
    editNotice: null,
    editError: null,
  }),
  // One region (the record's), kept as such so that its states read `{ member: … }` as before.
  type: 'parallel',
  states: {
    member: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ memberError: null }),
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            input: ({ context }) => ({ api: context.api }),
            onDone: [
              { guard: ({ event }) => !event.output, target: 'empty' },
              { target: 'loaded', actions: assign({ member: ({ event }) => event.output }) },
            ],
            onError: [
              { guard: ({ event }) => isNotFound(event.error), target: 'empty' },
              {
                target: 'failed',
                actions: assign({ memberError: () => messages.memberPage.loadFailed }),
              },
            ],
          },
        },
        empty: {
          entry: assign({ memberError: () => messages.memberPage.noData }),
          on: { 'profile.reload': 'loading' },
        },
        failed: { on: { 'profile.reload': 'loading' } },
        loaded: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'edit.start': {
                  target: 'opening',
                  actions: assign({ editNotice: null, editError: null }),
                },
              },
            },
            /**
             * The form's code and rules are fetched (the first time; then at once); the form opens with them, or
             * the page says it could not.
             */
            opening: {
              tags: ['busy'],
              invoke: {
                id: 'loadContactForm',
                src: 'loadContactForm',
                onDone: [
                  { guard: 'formCame', target: 'editing', actions: 'openContactForm' },
                  { target: 'viewing', actions: 'openFailed' },
                ],
                onError: { target: 'viewing', actions: 'openFailed' },
              },
              on: { 'edit.cancel': 'viewing' },
            },
            /** The contact form is open: the child `contactForm` takes its events. */
            editing: {
              exit: stopChild('contactForm'),
              on: {
                'xstate.done.actor.contactForm': {
                  target: 'viewing',
                  actions: assign(({ context, event }) => {
                    const { output } = event as unknown as DoneActorEvent<ContactFormOutput>;
                    return { member: output.source ?? context.member, editNotice: output.notice };
                  }),
                },
                'edit.cancel': 'viewing',
              },
            },
          },
        },
      },
    },
  },
});

/** The open contact form of a member profile (its child, spawned once its code came), or none. */
export const contactFormOf = (snapshot: SnapshotFrom<typeof memberProfileMachine>) =>
  snapshot.children.contactForm as MemberContactFormRef | undefined;
