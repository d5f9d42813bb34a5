import type { ApiClient, StaffPasskeysSetting } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';

export type StaffPasskeysSettingApi = Pick<
  ApiClient,
  'getStaffPasskeysSetting' | 'setStaffPasskeysSetting'
>;

export interface StaffPasskeysSettingInput {
  api: StaffPasskeysSettingApi;
}

export interface StaffPasskeysSettingContext extends StaffPasskeysSettingInput {
  /** Whether admins and root admins must use passkeys, as the server last said; null until read. */
  required: boolean | null;
  /** Why reading or changing it failed (the server's message, or no response); null otherwise. */
  error: string | null;
  /** The last change was saved (the page says so until the next one). */
  saved: boolean;
}

export type StaffPasskeysSettingEvent =
  | { type: 'setting.change'; required: boolean }
  /** Read it again after it failed to load. */
  | { type: 'setting.retry' };

/**
 * The root admin's "Staff must use passkeys" (issue 35; `GET|PUT /RootAdmin/settings/staff-passkeys`): read, then
 * a switch that saves each change (one at a time; the switch shows the server's value again when a change fails,
 * with the reason). It applies at each staff member's next sign-in.
 */
export const staffPasskeysSettingMachine = setup({
  types: {
    context: {} as StaffPasskeysSettingContext,
    events: {} as StaffPasskeysSettingEvent,
    input: {} as StaffPasskeysSettingInput,
  },
  actors: {
    loadSetting: fromPromise<StaffPasskeysSetting, { api: StaffPasskeysSettingApi }>(
      ({ input: { api }, signal }) => api.getStaffPasskeysSetting({ signal }),
    ),
    saveSetting: fromPromise<
      StaffPasskeysSetting,
      { api: StaffPasskeysSettingApi; required: boolean }
    >(({ input: { api, required }, signal }) =>
      api.setStaffPasskeysSetting({ required }, { signal }),
    ),
  },
  actions: {
    failed: assign({ error: ({ event }) => reasonOf((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'staffPasskeysSetting',
  context: ({ input }) => ({ ...input, required: null, error: null, saved: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetting',
        src: 'loadSetting',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: assign({ required: ({ event }) => event.output.required, error: null }),
        },
        onError: { target: 'loadFailed', actions: 'failed' },
      },
    },
    loadFailed: {
      on: { 'setting.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'setting.change': {
          target: 'saving',
          actions: assign({ error: null, saved: false }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSetting',
        src: 'saveSetting',
        input: ({ context, event }) => ({
          api: context.api,
          required: (event as { required?: boolean }).required === true,
        }),
        onDone: {
          target: 'ready',
          actions: assign({ required: ({ event }) => event.output.required, saved: true }),
        },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
  },
});
