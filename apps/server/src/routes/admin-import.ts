/** Issue 21, Import Members: the members' import from a CSV file (preview, then import). Admins and root admins. */
import { ADMIN_LIMITS, endpoints } from '@mijas/api/contract';
import { fileTooLarge } from '@mijas/api/member-csv';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { importMembers, preview } from '../import/queries.ts';

export default async function adminImportRoutes(app: FastifyInstance): Promise<void> {
  // A file past the limit is "too large" (413, as a body past the endpoints' `bodyLimit`), not a bad field.
  app.addHook('preValidation', async (request) => {
    const csv = (request.body as { csv?: unknown } | undefined)?.csv;
    if (typeof csv === 'string' && csv.length > ADMIN_LIMITS.importMaxChars) {
      throw new ApiError(413, { message: fileTooLarge() });
    }
  });

  defineRoute(app, endpoints.previewImport, async ({ body }) => preview(app, body));

  defineRoute(app, endpoints.importMembers, async ({ body, user, now }) =>
    importMembers(app, body, user, now),
  );
}
