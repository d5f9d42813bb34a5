import { isApiError, loadFormRules, messages, type ApiClient, type MemberSelf } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { memberContactFormMachine } from '../memberContactForm/memberContactFormMachine.ts';

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
    children: {} as {
      loadMember: 'loadMember';
      loadFormRules: 'loadFormRules';
      contactForm: 'contactForm';
    },
  },
  actors: {
    loadMember: fromPromise<MemberSelf | null, { api: MemberProfileInput['api'] }>(
      ({ input, signal }) => input.api.getMemberSelf({ signal }),
    ),
    /** The form's rules (the phone's: libphonenumber's metadata), fetched the first time the form opens. */
    loadFormRules: fromPromise(() => loadFormRules()),
    contactForm: memberContactFormMachine,
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
            /** The form's rules are fetched (once); the form opens with them, or the page says it could not. */
            opening: {
              tags: ['busy'],
              invoke: {
                id: 'loadFormRules',
                src: 'loadFormRules',
                onDone: 'editing',
                onError: {
                  target: 'viewing',
                  actions: assign({ editError: () => messages.forms.openFailed }),
                },
              },
              on: { 'edit.cancel': 'viewing' },
            },
            /** The contact form is open: the child `contactForm` takes its events. */
            editing: {
              invoke: {
                id: 'contactForm',
                src: 'contactForm',
                input: ({ context }) => ({
                  api: context.api,
                  member: context.member as MemberSelf,
                }),
                onDone: {
                  target: 'viewing',
                  actions: assign({
                    member: ({ context, event }) => event.output.source ?? context.member,
                    editNotice: ({ event }) => event.output.notice,
                  }),
                },
              },
              on: { 'edit.cancel': 'viewing' },
            },
          },
        },
      },
    },
  },
});

/** The open contact form of a member profile, as the page holds it. */
