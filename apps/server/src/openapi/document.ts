/**
 * Builds the OpenAPI 3.1 document from the route table (`operations.ts`) and the contract's zod schemas, with
 * zod 4's `z.toJSONSchema` (JSON Schema 2020-12 is OpenAPI 3.1's own dialect). Schemas that carry a zod `id`
 * (`.meta({ id })`) become named `components.schemas`; the rest are inlined.
 */
import * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an operation: anyone, or the roles named (the server's guard; see the RBAC matrix test). */
export type Access = 'public' | readonly string[];

export interface OperationResponse {
  description: string;
  schema?: z.core.$ZodType;
  /** Its media type when not JSON (the export's `text/csv`: the schema is then the file's text, a string). */
  mediaType?: string;
}

export interface Operation {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/v1/Admin/members/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** An object schema: each property is one parameter. */
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  responses: Record<number, OperationResponse>;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
  };
}

const COMPONENTS = '#/components/schemas/';

/** Points every `#/$defs/X` reference at `#/components/schemas/<names(X)>`. */
function relink(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => relink(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
          const id = inner.slice('#/$defs/'.length);
          return [key, `${COMPONENTS}${names.get(id) ?? id}`];
        }
        return [key, relink(inner, names)];
      }),
    );
  }
  return value;
}

/**
 * Converts one schema, moving its named sub-schemas into `components`. A named schema whose input shape differs
 * from its output shape (defaults, coercion) is kept twice: `X` and `XInput`.
 */
function convert(
  schema: z.core.$ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  const outputDefs =
    io === 'input'
      ? (((z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema).$defs ??
          {}) as Record<string, JsonSchema>)
      : defs;
  const names = new Map<string, string>();
  for (const [id, def] of Object.entries(defs)) {
    const differs = JSON.stringify(outputDefs[id]) !== JSON.stringify(def);
    names.set(id, differs ? `${id}Input` : id);
  }
  for (const [id, def] of Object.entries(defs)) {
    components[names.get(id) ?? id] = relink(def, names) as JsonSchema;
  }
  const { $schema: _dialect, $defs: _defs, ...rest } = json;
  return relink(rest, names) as JsonSchema;
}

/** Follows a top-level `$ref` into `components` (a schema with an id converts to a bare reference). */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENTS)) {
    return components[ref.slice(COMPONENTS.length)] ?? schema;
  }
  return schema;
}

function parameters(
  where: 'path' | 'query',
  schema: z.core.$ZodType | undefined,
  components: Record<string, JsonSchema>,
): unknown[] {
  if (!schema) return [];
  const json = resolve(convert(schema, 'input', components), components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const METHODS: Record<HttpMethod, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  DELETE: 'delete',
};

/** The whole document for `operations`, in their order. */
export function buildOpenApiDocument(
  operations: readonly Operation[],
  info: OpenApiDocument['info'],
  tags: OpenApiDocument['tags'] = [],
): OpenApiDocument {
  const components: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const usedTags = new Set<string>();

  for (const operation of operations) {
    usedTags.add(operation.tag);
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema
          ? {
              content: {
                [response.mediaType ?? 'application/json']: {
                  schema: convert(response.schema, 'output', components),
                },
              },
            }
          : {}),
      };
    }
    const entry: Record<string, unknown> = {
      operationId: `${operation.method.toLowerCase()}${operation.path
        .replace(/^\/api\/v1/, '')
        .replace(/[{}]/g, '')
        .split(/[/-]/)
        .filter(Boolean)
        .map((part) => part[0]?.toUpperCase() + part.slice(1))
        .join('')}`,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      security: operation.access === 'public' ? [] : [{ bearer: [] }],
      ...(operation.access === 'public' ? {} : { 'x-roles': operation.access }),
      parameters: [
        ...parameters('path', operation.params, components),
        ...parameters('query', operation.query, components),
      ],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: convert(operation.body, 'input', components) },
              },
            },
          }
        : {}),
      responses,
    };
    const byMethod = (paths[operation.path] ??= {});
    byMethod[METHODS[operation.method]] = entry;
  }

  const described = new Map(tags.map((tag) => [tag.name, tag]));
  return {
    openapi: '3.1.0',
    info,
    tags: [...usedTags].map((name) => described.get(name) ?? { name }),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token from POST /api/v1/User/login or /refresh-token (Keycloak-shaped claims).',
        },
      },
    },
  };
}
