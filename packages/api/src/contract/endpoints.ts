/**
 * Every endpoint of the API in one table: method, path (OpenAPI style, relative to API_PREFIX), who may call it,
 * and the schemas of its params, query, body and success answer. The server, the OpenAPI document and the RBAC
 * matrix test read this table; the client reads `endpointRoutes` (methods and paths) and loads an area's
 * definitions (`endpoints/<area>.ts`) with its first call there, so a path or a rule is written once.
 */
import { adminEndpoints } from './endpoints/admin.ts';
import { adminPaymentEndpoints } from './endpoints/admin-payments.ts';
import { formsEndpoints } from './endpoints/forms.ts';
import { memberEndpoints } from './endpoints/member.ts';
import { memberPaymentEndpoints } from './endpoints/member-payments.ts';
import { passkeyEndpoints } from './endpoints/passkeys.ts';
import { publicEndpoints } from './endpoints/public.ts';
import { rootAdminEndpoints } from './endpoints/root-admin.ts';
import { rootAdminPlanEndpoints } from './endpoints/root-admin-plans.ts';
import { staffPasskeyEndpoints } from './endpoints/staff-passkeys.ts';
import { userEndpoints } from './endpoints/user.ts';

export {
  API_PREFIX,
  endpointArea,
  endpointRoutes,
  endpointUrl,
  fastifyPath,
  type EndpointArea,
  type EndpointDefinition,
  type EndpointRoute,
  type HttpMethod,
} from './endpoint-routes.ts';

export const endpoints = {
  ...userEndpoints,
  ...passkeyEndpoints,
  ...memberEndpoints,
  ...memberPaymentEndpoints,
  ...publicEndpoints,
  ...adminEndpoints,
  ...adminPaymentEndpoints,
  ...rootAdminEndpoints,
  ...rootAdminPlanEndpoints,
  ...staffPasskeyEndpoints,
  ...formsEndpoints,
};

export type EndpointName = keyof typeof endpoints;
