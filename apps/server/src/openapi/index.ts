/**
 * `/api/openapi.json` (OpenAPI 3.1, generated from the contract's endpoint table and zod schemas) and the docs
 * page at `/api/docs`. Called by `app.ts` as `registerOpenApi(app)`.
 */
import {
  API_PREFIX,
  apiErrorListSchema,
  endpoints,
  messageResponseSchema,
  type EndpointDefinition,
} from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { DOCS_PATH, OPENAPI_PATH, registerDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, type Operation, type OperationResponse } from './document.ts';

export { DOCS_PATH, OPENAPI_PATH };

const TAGS = [
  { name: 'User', description: 'Log in, tokens, password recovery and email verification.' },
  { name: 'Member', description: "A member's own record and membership." },
  { name: 'Admin', description: 'Member management, histories and the admin’s own info.' },
  { name: 'RootAdmin', description: 'Admin management (root admins only).' },
  { name: 'Forms', description: 'The Join Us / Inquiry form of the landing page.' },
  { name: 'Public', description: 'Calls anyone may make: checking a membership card.' },
];

/** The error answers an endpoint can give, from what it takes and who may call it. */
function errorResponses(endpoint: EndpointDefinition): Record<number, OperationResponse> {
  const errors: Record<number, OperationResponse> = {};
  const takesInput = Boolean(endpoint.body || endpoint.query || endpoint.params);
  if (takesInput) {
    errors[400] = {
      description: 'Invalid input: one `{code, description}` item per field.',
      schema: apiErrorListSchema,
    };
  }
  if (endpoint.access !== 'public') {
    errors[401] = {
      description: 'No, an invalid or an expired token.',
      schema: messageResponseSchema,
    };
    errors[403] = {
      description: `The account lacks the role (${endpoint.access.join(', ')}) or is deactivated.`,
      schema: messageResponseSchema,
    };
  }
  if (endpoint.params) {
    errors[404] = { description: 'No such record.', schema: messageResponseSchema };
  }
  if (endpoint.method !== 'GET' && endpoint.access !== 'public') {
    errors[409] = {
      description: 'A business rule refused the change (duplicate, already in that state, …).',
      schema: apiErrorListSchema,
    };
  }
  if (endpoint.body) {
    errors[413] = {
      description: 'The body is larger than the limit.',
      schema: messageResponseSchema,
    };
  }
  if (endpoint.rateLimited) {
    errors[429] = {
      description: 'Too many requests from this address.',
      schema: messageResponseSchema,
    };
  }
  if (endpoint.concurrencyLimited) {
    errors[429] = {
      description:
        "Too many at once: the caller's previous one is still running, or the server's limit is reached.",
      schema: messageResponseSchema,
    };
  }
  return errors;
}

/** The contract's endpoint table as OpenAPI operations. */
export function operationsFromEndpoints(
  table: Record<string, EndpointDefinition> = endpoints,
): Operation[] {
  return Object.values(table).map((endpoint) => ({
    method: endpoint.method,
    path: `${API_PREFIX}${endpoint.path}`,
    tag: endpoint.path.split('/')[1] ?? 'API',
    summary: endpoint.summary,
    access: endpoint.access,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    responses: {
      [endpoint.status]: {
        description: endpoint.produces ? `Success: a ${endpoint.produces} file.` : 'Success.',
        schema: endpoint.response,
        ...(endpoint.produces ? { mediaType: endpoint.produces } : {}),
      },
      ...errorResponses(endpoint),
    },
  }));
}

/** The document, built once per process. */
let cached: ReturnType<typeof buildOpenApiDocument> | undefined;
export function openApiDocument() {
  cached ??= buildOpenApiDocument(
    operationsFromEndpoints(),
    {
      title: 'MIJAS Club API',
      version: '1.0.0',
      description:
        'The REST API of MIJAS Club. Errors: `[{code, description}]` for validation and business rules ' +
        '(400, 409), `{message}` otherwise. Access tokens come from `POST /api/v1/User/login`; their signing ' +
        'keys are at `/.well-known/jwks.json`.',
    },
    TAGS,
  );
  return cached;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(document),
  );
  registerDocsPage(app);
}
