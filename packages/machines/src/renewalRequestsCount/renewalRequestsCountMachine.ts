import type { ApiClient } from '@mijas/api';
import { createCountMachine } from '../applicationsCount/applicationsCountMachine.ts';

/** The navigation's count of pending renewal requests (the Renewal requests entry's badge). */
export const renewalRequestsCountMachine = createCountMachine<
  Pick<ApiClient, 'countPendingRenewalRequests'>
>('renewalRequestsCount', (api, signal) => api.countPendingRenewalRequests({ signal }));
