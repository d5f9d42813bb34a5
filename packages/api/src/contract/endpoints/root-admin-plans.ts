/** The root admins' membership plans (issue 34; paths in `endpointRoutes`). */
import { planIdParamsSchema, planRequestSchema } from '../payments.ts';
import { rootAdmins } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';
import { paymentResponses } from './payment-responses.ts';

export const rootAdminPlanEndpoints = {
  listPlans: {
    ...endpointRoutes.listPlans,
    access: rootAdmins,
    summary: 'Every membership plan, active and retired, with the club payment settings',
    status: 200,
    response: paymentResponses.listPlans,
  },
  createPlan: {
    ...endpointRoutes.createPlan,
    access: rootAdmins,
    summary: 'Add a membership plan: names in English and Arabic, days, price (minor units)',
    body: planRequestSchema,
    status: 201,
    response: paymentResponses.createPlan,
  },
  updatePlan: {
    ...endpointRoutes.updatePlan,
    access: rootAdmins,
    summary: 'Change a plan, or retire it (active false: kept on the receipts that name it)',
    params: planIdParamsSchema,
    body: planRequestSchema,
    status: 200,
    response: paymentResponses.updatePlan,
  },
} as const satisfies Record<string, EndpointDefinition>;
