import type { ApiClient } from '@mijas/api';
import { createCountMachine } from '../applicationsCount/applicationsCountMachine.ts';

/** The name of the navigation's count of pending renewal requests in the panel's actor system. */
export const RENEWAL_REQUESTS_COUNT_SYSTEM_ID = 'renewalRequestsCount';

/** The navigation's count of pending renewal requests (the Renewal requests entry's badge). */
export const renewalRequestsCountMachine = createCountMachine<
  Pick<ApiClient, 'countPendingRenewalRequests'>
>('renewalRequestsCount', (api, signal) => api.countPendingRenewalRequests({ signal }));
