import type { ApiClient } from '@mijas/api';
import { createCountMachine } from '../applicationsCount/applicationsCountMachine.ts';

/** The navigation's count of pending renewal requests (the Renewal requests entry's badge). */
export const renewalRequestsCountMachine = createCountMachine<
  Pick<ApiClient, 'listRenewalRequests'>
>(
  'renewalRequestsCount',
  async (api, signal) =>
    (await api.listRenewalRequests({ status: 'pending', pageSize: 1 }, { signal })).totalCount,
);
