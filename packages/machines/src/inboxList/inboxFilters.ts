import {
  FORM_TYPES,
  APPLICATION_STATUSES,
  type FormType,
  type ApplicationStatus,
} from '@mijas/api';

/**
 * The inbox's filters (issue 21), kept in the URL beside its search and page: `?type=Inquiry&status=all`. With
 * no `status` the inbox shows the new ones (what an office answers first); `status=all` shows every one.
 */
export const INBOX_FILTER_KEYS = { type: 'type', status: 'status' } as const;

/** The status filter: one status, or every submission. */
export type InboxStatusFilter = ApplicationStatus | 'all';
export const INBOX_STATUS_FILTERS = [...APPLICATION_STATUSES, 'all'] as const;
/** What the inbox shows before any choice. */
export const DEFAULT_INBOX_STATUS: InboxStatusFilter = 'new';

export interface InboxFilters {
  /** One type of submission, or both (null). */
  type: FormType | null;
  status: InboxStatusFilter;
}

/**
 * The filters a URL query holds (`?type=Inquiry`, or its values by key); anything unknown is the default (both
 * types, the new ones).
 */
export function inboxFiltersOf(search: string | Readonly<Record<string, string>>): InboxFilters {
  const params = new URLSearchParams(search);
  const type = params.get(INBOX_FILTER_KEYS.type);
  const status = params.get(INBOX_FILTER_KEYS.status);
  return {
    type: (FORM_TYPES as readonly unknown[]).includes(type) ? (type as FormType) : null,
    status: (INBOX_STATUS_FILTERS as readonly unknown[]).includes(status)
      ? (status as InboxStatusFilter)
      : DEFAULT_INBOX_STATUS,
  };
}

/** The URL's values of `filters`, by key: only what differs from the default. */
export function inboxFilterValues(filters: InboxFilters): Record<string, string> {
  return {
    ...(filters.type ? { [INBOX_FILTER_KEYS.type]: filters.type } : {}),
    ...(filters.status === DEFAULT_INBOX_STATUS
      ? {}
      : { [INBOX_FILTER_KEYS.status]: filters.status }),
  };
}

/** The list call's filters (`listApplications`): `all` is no status. */
export function inboxQueryOf(filters: InboxFilters): {
  type?: FormType;
  status?: ApplicationStatus;
} {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
  };
}
