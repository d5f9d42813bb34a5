import type { CallView } from './protocol.ts';

export type { CallView };

/**
 * The call log's rows as the Flows panel writes them (newest first there): what was asked, what came back,
 * with which token, and how a refused call waited for a refresh and was replayed.
 */

/** `200`, `no answer` (offline) or `pending`. */
export function callStatus(call: Pick<CallView, 'status'>): string {
  return call.status === null ? 'pending' : call.status === 0 ? 'no answer' : String(call.status);
}

/** What a call had to do with a refresh: `waited for refresh #4, replayed as #5`, `replay of #1`. */
export function callRefresh(call: CallView): string | null {
  const parts = [
    call.waitedFor === undefined ? null : `waited for refresh #${call.waitedFor}`,
    call.replayedBy === undefined ? null : `replayed as #${call.replayedBy}`,
    call.replayOf === undefined ? null : `replay of #${call.replayOf}`,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** One row: `#1 memberSelf GET /api/v1/Member 401 · access #1 · waited for refresh #4, replayed as #5`. */
export function callRow(call: CallView): string {
  return [
    `#${call.id} ${call.endpoint ?? '?'} ${call.method} ${call.url} ${callStatus(call)}`,
    call.token ?? 'no token',
    callRefresh(call),
    call.scenario ? `chosen: ${call.scenario}` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/** Whether two logs made the same calls with the same answers, in the same order (a replay against its link). */
export function sameCalls(a: readonly CallView[], b: readonly CallView[]): boolean {
  const key = (call: CallView) => `${call.endpoint} ${call.method} ${call.url} ${callStatus(call)}`;
  return a.length === b.length && a.every((call, index) => key(call) === key(b[index]!));
}
