import {
  FORM_TYPES,
  APPLICATION_STATUSES,
  type FormType,
  type ApplicationStatus,
} from '@mijas/api';

/**
 * Applications' filters (issue 21), kept in the URL beside its search and page: `?type=Inquiry&status=all`. With
 * no `status` Applications shows the new ones (what the admins answer first); `status=all` shows every one.
 */
export const APPLICATIONS_FILTER_KEYS = { type: 'type', status: 'status' } as const;

/** The status filter: one status, or every submission. */
export type ApplicationsStatusFilter = ApplicationStatus | 'all';
export const APPLICATIONS_STATUS_FILTERS = [...APPLICATION_STATUSES, 'all'] as const;
/** What Applications shows before any choice. */
export const DEFAULT_APPLICATIONS_STATUS: ApplicationsStatusFilter = 'new';

export interface ApplicationsFilters {
  /** One type of submission, or both (null). */
  type: FormType | null;
  status: ApplicationsStatusFilter;
}

/**
 * The filters a URL query holds (`?type=Inquiry`, or its values by key); anything unknown is the default (both
 * types, the new ones).
 */
export function applicationsFiltersOf(
  search: string | Readonly<Record<string, string>>,
): ApplicationsFilters {
  const params = new URLSearchParams(search);
  const type = params.get(APPLICATIONS_FILTER_KEYS.type);
  const status = params.get(APPLICATIONS_FILTER_KEYS.status);
  return {
    type: (FORM_TYPES as readonly unknown[]).includes(type) ? (type as FormType) : null,
    status: (APPLICATIONS_STATUS_FILTERS as readonly unknown[]).includes(status)
      ? (status as ApplicationsStatusFilter)
      : DEFAULT_APPLICATIONS_STATUS,
  };
}

/** The URL's values of `filters`, by key: only what differs from the default. */
export function applicationsFilterValues(filters: ApplicationsFilters): Record<string, string> {
  return {
    ...(filters.type ? { [APPLICATIONS_FILTER_KEYS.type]: filters.type } : {}),
    ...(filters.status === DEFAULT_APPLICATIONS_STATUS
      ? {}
      : { [APPLICATIONS_FILTER_KEYS.status]: filters.status }),
  };
}

/** The list call's filters (`listApplications`): `all` is no status. */
export function applicationsQueryOf(filters: ApplicationsFilters): {
  type?: FormType;
  status?: ApplicationStatus;
} {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
  };
}
