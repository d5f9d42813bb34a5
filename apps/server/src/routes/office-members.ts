/** Issue 21, the club office: The member list's export (CSV), ids of a search and bulk actions. Admins and root admins. */
import { endpoints, memberExportFileName } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { runBulkAction } from '../members/bulk.ts';
import { EXPORT_BATCH, exportMembersCsv, memberIds } from '../members/export.ts';

export default async function officeMemberRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.exportMembers, async ({ query, now, reply }) => {
    // PGlite's one connection is everybody's: there the export reads at the database's pace, not the client's.
    const pace = app.database.kind === 'pglite' ? 'database' : 'client';
    const csv = await exportMembersCsv(app.db, query, now, EXPORT_BATCH, pace);
    reply.header('content-disposition', `attachment; filename="${memberExportFileName(now)}"`);
    return csv;
  });

  defineRoute(app, endpoints.memberIds, async ({ query, now }) => ({
    ids: await memberIds(app.db, query, now),
  }));

  defineRoute(app, endpoints.bulkMembers, async ({ body, user, request }) => ({
    results: await runBulkAction(app, body, user, request.log),
  }));
}
